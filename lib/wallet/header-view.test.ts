import { chainGuard } from './chain-guard';
import { headerView } from './header-view';

const address = '0x00000000000000000000000000000000000000Ab';
const ready = { status: 'ready' as const, address: null };

test('the header shows a box while the session is read, whatever the wallet', () => {
  expect(headerView(chainGuard({ address, chainId: 1 }, 31337), { status: 'loading', address: null })).toEqual({ kind: 'loading' });
});

test('a wallet on another chain is told so; no wallet is offered Connect Wallet', () => {
  expect(headerView(chainGuard({ address, chainId: 1 }, 31337), ready)).toEqual({ kind: 'wrong-network' });
  expect(headerView(chainGuard({}, 31337), ready)).toEqual({ kind: 'connect' });
});

test('a wallet on the chain gets its account menu, signed in only when it is the session’s wallet (any case)', () => {
  const guard = chainGuard({ address, chainId: 31337 }, 31337);
  expect(headerView(guard, ready)).toEqual({ kind: 'account', address, signedIn: false });
  expect(headerView(guard, { status: 'ready', address: address.toLowerCase() })).toEqual({ kind: 'account', address, signedIn: true });
  expect(headerView(guard, { status: 'ready', address: '0x0000000000000000000000000000000000000002' })).toEqual({ kind: 'account', address, signedIn: false });
});
