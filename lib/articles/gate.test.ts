import { gateState, holderBalance, type GateInput } from './gate';

const base: GateInput = { account: '0xAbC', onConfiguredChain: true, balance: 1n, sessionAddress: '0xabc', content: 'none' };

describe('gateState', () => {
  it.each<[string, Partial<GateInput>, string]>([
    ['no wallet connected', { account: null }, 'connect'],
    ['the wallet on another chain', { onConfiguredChain: false }, 'wrong-network'],
    ['the balance still loading', { balance: null }, 'checking'],
    ['no token held', { balance: 0n }, 'not-holder'],
    ['a holder not yet signed in', { sessionAddress: null }, 'sign-in'],
    ['a holder signed in with another wallet', { sessionAddress: '0xdef' }, 'sign-in'],
    ['a signed-in holder before the content arrives', { content: 'loading' }, 'loading'],
    ['a signed-in holder whose content failed', { content: 'failed' }, 'failed'],
    ['a signed-in holder with the content', { content: 'loaded' }, 'unlocked'],
  ])('%s → %s', (_, change, kind) => {
    expect(gateState({ ...base, ...change }).kind).toBe(kind);
  });
});

describe('holderBalance', () => {
  it('sums successful reads and counts failures as 0', () => {
    expect(holderBalance([{ status: 'success', result: 2n }, { status: 'failure' }, { status: 'success', result: 1n }])).toBe(3n);
    expect(holderBalance([])).toBe(0n);
  });
});
