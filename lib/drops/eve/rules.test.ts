import { parseEther } from 'viem';
import { eveToken } from './config';
import { eveButton, publicMintStart, toTokenInfo, type EveInput, type EveTokenInfo } from './rules';

const START = 1_700_000_000n;
const END = START + 86_400n;
const at = (s: bigint) => new Date(Number(s) * 1000);

const token: EveTokenInfo = {
  tradingPaused: false,
  isPublic: true,
  maxPerTxn: 1n,
  editions: 25n,
  minted: 3n,
  price: parseEther('0.08'),
  start: START,
  end: END,
  uri: '',
};
const ready: EveInput = {
  connected: true,
  onConfiguredChain: true,
  chainLabel: 'mainnet',
  loading: false,
  token,
  claimed: false,
  balance: parseEther('1'),
  signedIn: true,
  minting: false,
  now: at(START + 60n),
};

describe('eveButton, in the spec’s order', () => {
  it('asks a wallet on another chain to connect to mainnet first', () => {
    expect(eveButton({ ...ready, onConfiguredChain: false })).toMatchObject({ kind: 'connect', label: 'Please connect to mainnet' });
  });

  it('loads, then follows the token: inactive, the dated start, ended, sold out', () => {
    expect(eveButton({ ...ready, loading: true }).label).toBe('Loading');
    expect(eveButton({ ...ready, token: null }).label).toBe('Public Mint Inactive');
    expect(eveButton({ ...ready, token: { ...token, isPublic: false } }).label).toBe('Public Mint Inactive');
    expect(eveButton({ ...ready, token: { ...token, tradingPaused: true } }).label).toBe('Public Mint Inactive');
    expect(eveButton({ ...ready, now: at(START - 1n) }).label).toBe(publicMintStart(START));
    expect(eveButton({ ...ready, now: at(START) }).label).toBe('Mint Token');
    expect(eveButton({ ...ready, now: at(END - 1n) }).label).toBe('Mint Token');
    expect(eveButton({ ...ready, now: at(END) }).label).toBe('Public Mint Ended');
    expect(eveButton({ ...ready, token: { ...token, minted: 25n } }).label).toBe('Sold Out');
    expect(eveButton({ ...ready, token: { ...token, minted: 24n } }).label).toBe('Mint Token');
  });

  it('then the wallet: Already Minted, Insufficient Eth (below the price, not at it), Create Account to Mint', () => {
    expect(eveButton({ ...ready, claimed: true }).label).toBe('Already Minted');
    expect(eveButton({ ...ready, balance: parseEther('0.08') - 1n }).label).toBe('Insufficient Eth');
    expect(eveButton({ ...ready, balance: parseEther('0.08') }).label).toBe('Mint Token');
    expect(eveButton({ ...ready, signedIn: false })).toEqual({ kind: 'create-account', label: 'Create Account to Mint', disabled: false });
  });

  it('is Minting... while the mint is under way', () => {
    expect(eveButton({ ...ready, minting: true })).toMatchObject({ label: 'Minting...', disabled: true });
  });

  it('a free item: no balance needed, and Free Mint Ended after its window', () => {
    const free = { ...token, price: 0n };
    expect(eveButton({ ...ready, token: free, balance: 0n }).label).toBe('Mint Token');
    expect(eveButton({ ...ready, token: free, now: at(END) }).label).toBe('Free Mint Ended');
  });

  it('shows a visitor the token’s state where it stops everyone, else asks to connect', () => {
    const visitor = { ...ready, connected: false, onConfiguredChain: false };
    expect(eveButton(visitor).label).toBe('Please connect to mainnet');
    expect(eveButton({ ...visitor, now: at(END) }).label).toBe('Public Mint Ended');
    expect(eveButton({ ...visitor, token: { ...token, isPublic: false } }).label).toBe('Public Mint Inactive');
    expect(eveButton({ ...visitor, token: null }).label).toBe('Please connect to mainnet');
  });
});

describe('publicMintStart', () => {
  it('dates the start in UTC', () => {
    expect(publicMintStart(BigInt(Date.parse('2022-06-04T22:00:00Z') / 1000))).toBe('Public Mint Saturday Jun 4 2022 22:00 UTC');
  });
});

describe('eveToken', () => {
  it('maps item titles (trimmed, case-exact) to their contract and id; the storyboard to the second contract; Floating to none', () => {
    expect(eveToken('Eve of Revolution')).toEqual({ contract: 'editions', tokenId: 0n });
    expect(eveToken(' Barricade ')).toEqual({ contract: 'editions', tokenId: 1n });
    expect(eveToken('Storyboard 1')).toEqual({ contract: 'storyboard', tokenId: 1n });
    expect(eveToken('Floating')).toBeNull();
    expect(eveToken('barricade')).toBeNull();
    expect(eveToken('constructor')).toBeNull();
  });

  it('reads the contract’s tuple', () => {
    expect(toTokenInfo([false, true, 1n, 25n, 3n, 5n, START, END, 'u'])).toEqual({
      tradingPaused: false,
      isPublic: true,
      maxPerTxn: 1n,
      editions: 25n,
      minted: 3n,
      price: 5n,
      start: START,
      end: END,
      uri: 'u',
    });
  });
});
