import { walletWasConnected } from './remembered';

const storage = (value: string | null) => ({ getItem: () => value });

it('reads a remembered connection from wagmi.store', () => {
  expect(walletWasConnected(storage('{"state":{"current":"abc123","chainId":31337},"version":2}'))).toBe(true);
  expect(walletWasConnected(storage('{"state":{"current":null},"version":2}'))).toBe(false);
  expect(walletWasConnected(storage(null))).toBe(false);
  expect(walletWasConnected(storage('not json'))).toBe(false);
});
