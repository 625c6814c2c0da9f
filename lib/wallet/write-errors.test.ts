import { BaseError, ContractFunctionRevertedError, encodeErrorResult, UserRejectedRequestError } from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { gasWithMargin, isRejection, revertReason, writeErrorText } from './write-errors';

const revert = (errorName: string) =>
  new BaseError('Execution reverted', {
    cause: new ContractFunctionRevertedError({
      abi: blackFeatherAbi,
      functionName: 'mint',
      data: encodeErrorResult({ abi: blackFeatherAbi, errorName: errorName as 'WrongPrice' }),
    }),
  });

it('sends 150 % of the gas estimate', () => {
  expect(gasWithMargin(100_000n)).toBe(150_000n);
  expect(gasWithMargin(84_259n)).toBe(126_388n);
});

it('recognises a user rejection, however deep', () => {
  expect(isRejection(new BaseError('x', { cause: new UserRejectedRequestError(new Error('no')) }))).toBe(true);
  expect(isRejection({ code: 4001 })).toBe(true);
  expect(isRejection(new Error('boom'))).toBe(false);
});

it('maps a known revert to the flow text and otherwise shows the first line or the fallback', () => {
  const texts = { reverted: { WrongPrice: 'Unable to mint.' }, fallback: 'An error has occured whilst minting. Please try again.' };
  expect(revertReason(revert('WrongPrice'))).toBe('WrongPrice');
  expect(writeErrorText(revert('WrongPrice'), texts)).toBe('Unable to mint.');
  expect(writeErrorText(new Error('insufficient funds\nmore details'), texts)).toBe('insufficient funds');
  expect(writeErrorText(new Error(''), texts)).toBe('An error has occured whilst minting. Please try again.');
});
