import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { englishAuctionAbi } from '../contracts/generated/EnglishAuction';
import { FLOATING_AUCTION } from '../lib/drops/eve/auction';
import { expect, test } from './fixtures';
import { sandboxContracts, setSandboxTime } from './support/sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from './support/wallet';

/**
 * The devnet's Floating auction (the contract the page stands on): the
 * seeded item, the eligibility and minimum checks, the refund of the outbid bidder, the extension
 * of the end by a late bid, settlement to the winner.
 */
const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const account = (i: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: i });
const { tokenId, salt } = FLOATING_AUCTION;

async function bid(from: number, amount: string): Promise<string | null> {
  const { EnglishAuction } = await sandboxContracts();
  const wallet = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: account(from) });
  try {
    const { request } = await chain.simulateContract({
      address: EnglishAuction,
      abi: englishAuctionAbi,
      functionName: 'bid',
      args: [tokenId, salt],
      value: parseEther(amount),
      account: account(from),
    });
    await chain.waitForTransactionReceipt({ hash: await wallet.writeContract(request) });
    return null;
  } catch (err) {
    const revert = err instanceof BaseError ? err.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    return revert instanceof ContractFunctionRevertedError ? (revert.data?.errorName ?? 'reverted') : String(err);
  }
}

const item = async () => {
  const { EnglishAuction } = await sandboxContracts();
  const [, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt] = await chain.readContract({
    address: EnglishAuction,
    abi: englishAuctionAbi,
    functionName: 'auctionItems',
    args: [tokenId, salt],
  });
  return { highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt };
};

test('bids: eligibility, the minimum, the refund of the outbid, a late bid extending the end, settlement to the winner', async () => {
  const seeded = await item();
  expect(seeded).toMatchObject({ highestBid: 0n, reservePrice: parseEther('0.1'), minimalBidGap: parseEther('0.1'), windowTime: 600n });
  expect(seeded.startAt).toBe(BigInt(FLOATING_AUCTION.opensAt.getTime() / 1000));
  expect(seeded.endAt).toBeGreaterThan(BigInt(Math.floor(Date.now() / 1000)));

  expect(await bid(7, '0.2')).toBe('NotEligible');
  expect(await bid(8, '0.19')).toBe('BidTooLow');
  expect(await bid(8, '0.2')).toBeNull();
  expect(await bid(9, '0.29')).toBe('BidTooLow');
  const eightBefore = await chain.getBalance({ address: account(8).address });
  expect(await bid(9, '0.3')).toBeNull();
  // The outbid collector has the 0.2 back, without a transaction of its own.
  expect((await chain.getBalance({ address: account(8).address })) - eightBefore).toBe(parseEther('0.2'));
  expect(await item()).toMatchObject({ highestBidder: account(9).address, highestBid: parseEther('0.3') });

  // Five minutes before the end, a bid moves the end to ten minutes after it.
  const end = (await item()).endAt;
  await setSandboxTime(new Date(Number(end - 300n) * 1000));
  expect(await bid(8, '0.4')).toBeNull();
  const extended = (await item()).endAt;
  expect(extended).toBeGreaterThan(end);
  expect(extended - (end - 300n)).toBeLessThanOrEqual(600n + 5n);

  await setSandboxTime(new Date(Number(extended + 1n) * 1000));
  expect(await bid(9, '1')).toBe('NotActive');
  const { EnglishAuction } = await sandboxContracts();
  const anyone = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: account(7) });
  await chain.waitForTransactionReceipt({
    hash: await anyone.writeContract({ address: EnglishAuction, abi: englishAuctionAbi, functionName: 'settle', args: [tokenId, salt] }),
  });
  expect(await chain.readContract({ address: EnglishAuction, abi: englishAuctionAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(account(8).address);
});
