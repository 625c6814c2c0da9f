import { formatEther, parseEther } from 'viem';
import { SYNTHIA_BAR_MESSAGES } from './bar-messages';
import { SYNTHIA } from './config';
import { SYNTHIA_MESSAGES as M, SYNTHIA_MESSAGES } from './messages';
import {
  allowedAmounts,
  mintAllowance,
  checkPublicMint,
  checkWhitelistMint,
  formatBalance,
  subscriptionExtension,
  subscriptionMessage,
  synthiaButton,
  whitelistUsedUp,
} from './rules';
import { noWalletMessage, NO_PHASES, openMint, salePhases, inactiveLabel } from './phases';

const T = { whitelistStart: 100, foundersStart: 200, foundersEnd: 300, publicStart: 400 };

describe('sale phases', () => {
  test('each flag turns on at its time, boundaries included', () => {
    expect(salePhases(99, T)).toEqual(NO_PHASES);
    expect(salePhases(100, T)).toEqual({ whitelist: true, public: false, founders: false, foundersEnded: false });
    expect(salePhases(200, T)).toEqual({ whitelist: true, public: false, founders: true, foundersEnded: false });
    expect(salePhases(300, T)).toEqual({ whitelist: true, public: false, founders: true, foundersEnded: true });
    expect(salePhases(400, T)).toEqual({ whitelist: true, public: true, founders: true, foundersEnded: true });
  });
  test('a flag that flipped stays, even if a later reading says otherwise', () => {
    const on = salePhases(400, T);
    expect(salePhases(50, T, on)).toEqual(on);
  });
  test('the open mint: public over founders (in its window) over whitelist', () => {
    expect(openMint(salePhases(99, T))).toBeNull();
    expect(openMint(salePhases(150, T))).toBe('whitelist');
    expect(openMint(salePhases(250, T))).toBe('founders');
    expect(openMint(salePhases(350, T))).toBe('whitelist');
    expect(openMint(salePhases(400, T))).toBe('public');
  });
});

describe('the mint button', () => {
  const base = { loggedIn: true, minted: 10n, supply: 333n, claimed: 0, phases: salePhases(150, T), times: T, minting: false };
  test('login, sold out, max claimed, the open phase, inactive; disabled while minting', () => {
    expect(synthiaButton({ ...base, loggedIn: false, minted: 333n })).toMatchObject({ kind: 'login' });
    expect(synthiaButton({ ...base, minted: 333n, claimed: 2 })).toMatchObject({ kind: 'sold-out', disabled: true });
    expect(synthiaButton({ ...base, claimed: 2 })).toMatchObject({ kind: 'max-claimed', disabled: false });
    expect(synthiaButton(base)).toEqual({ kind: 'whitelist', label: 'Whitelist Mint', disabled: false });
    expect(synthiaButton({ ...base, phases: salePhases(250, T) })).toMatchObject({ kind: 'founders', label: 'Founders Mint' });
    expect(synthiaButton({ ...base, phases: salePhases(400, T), minting: true })).toEqual({ kind: 'public', label: 'Minting...', disabled: true });
    expect(synthiaButton({ ...base, phases: NO_PHASES })).toEqual({ kind: 'inactive', label: 'Whitelist Mint Inactive', disabled: true });
  });
  test('while nothing is open the button names the sale that opens next, in the spec’s words', () => {
    expect(inactiveLabel(T, NO_PHASES)).toBe('Whitelist Mint Inactive');
    const foundersFirst = { whitelistStart: 200, foundersStart: 100, foundersEnd: 150, publicStart: 400 };
    expect(inactiveLabel(foundersFirst, NO_PHASES)).toBe('Founders Whitelist Mint Inactive');
    expect(inactiveLabel(foundersFirst, salePhases(160, foundersFirst))).toBe('Whitelist Mint Inactive');
    const publicFirst = { whitelistStart: 500, foundersStart: 600, foundersEnd: 700, publicStart: 100 };
    expect(inactiveLabel(publicFirst, NO_PHASES)).toBe('Public Sales Inactive');
    expect(inactiveLabel(null, NO_PHASES)).toBe('Whitelist Mint Inactive');
    expect(synthiaButton({ ...base, phases: NO_PHASES, times: foundersFirst })).toMatchObject({ label: 'Founders Whitelist Mint Inactive' });
  });
  test('a whitelist used up before the public sale says so; public, or allocation left, says nothing', () => {
    expect(whitelistUsedUp({ open: 'whitelist', whitelist: { maxAmount: 1 }, claimed: 1 })).toBe('Max whitelist amount claimed, please wait for public sales');
    expect(whitelistUsedUp({ open: 'founders', whitelist: { maxAmount: 2 }, claimed: 2 })).toBe(M.maxWhitelistWait);
    expect(whitelistUsedUp({ open: 'whitelist', whitelist: { maxAmount: 2 }, claimed: 1 })).toBeNull();
    expect(whitelistUsedUp({ open: 'public', whitelist: { maxAmount: 1 }, claimed: 1 })).toBeNull();
    expect(whitelistUsedUp({ open: 'whitelist', whitelist: null, claimed: 0 })).toBeNull();
  });
});

describe('whitelist and founders mint checks, in order', () => {
  const ok = { whitelist: { maxAmount: 2 }, claimed: 0, amount: 2, onMainnet: true, loggedIn: true, balance: parseEther('1') };
  test('the first failing check wins', () => {
    expect(checkWhitelistMint({ ...ok, whitelist: null, onMainnet: false })).toEqual({ ok: false, message: M.notWhitelisted });
    expect(checkWhitelistMint({ ...ok, whitelist: { maxAmount: 1 }, claimed: 1, onMainnet: false })).toEqual({ ok: false, message: M.maxAllocated });
    expect(checkWhitelistMint({ ...ok, onMainnet: false, loggedIn: false })).toEqual({ ok: false, message: M.connectMainnet });
    expect(checkWhitelistMint({ ...ok, loggedIn: false })).toEqual({ ok: false, message: 'Please login to mint', signIn: true });
    expect(checkWhitelistMint({ ...ok, whitelist: { maxAmount: 5 }, claimed: 2, amount: 1 })).toEqual({ ok: false, message: M.maxClaimable });
    expect(checkWhitelistMint({ ...ok, whitelist: { maxAmount: 1 }, amount: 2 })).toEqual({ ok: false, message: M.exceedWhitelist });
    expect(checkWhitelistMint({ ...ok, whitelist: { maxAmount: 5 }, claimed: 1, amount: 2 })).toEqual({ ok: false, message: M.exceedPerWallet });
    expect(checkWhitelistMint({ ...ok, balance: parseEther('0.3999') })).toEqual({ ok: false, message: 'Insufficient ETH to mint 2' });
    expect(checkWhitelistMint({ ...ok, balance: parseEther('0.4') })).toEqual({ ok: true });
  });
});

describe('public mint checks, in order', () => {
  const ok = { hasWallet: true, loggedIn: true, onMainnet: true, claimed: 0, amount: 1, balance: parseEther('0.2') };
  test('the first failing check wins', () => {
    expect(checkPublicMint({ ...ok, hasWallet: false, loggedIn: false })).toEqual({ ok: false, message: M.installMetamask });
    expect(checkPublicMint({ ...ok, loggedIn: false, onMainnet: false })).toEqual({ ok: false, message: M.loginBeforeMinting, signIn: true });
    expect(checkPublicMint({ ...ok, onMainnet: false })).toEqual({ ok: false, message: M.switchMainnet });
    expect(checkPublicMint({ ...ok, claimed: 2 })).toEqual({ ok: false, message: M.maxMintablePublic });
    expect(checkPublicMint({ ...ok, claimed: 1, amount: 2 })).toEqual({ ok: false, message: M.exceedPerWallet });
    expect(checkPublicMint({ ...ok, balance: parseEther('0.19') })).toEqual({ ok: false, message: M.insufficientPublic });
    expect(checkPublicMint(ok)).toEqual({ ok: true });
  });
  test('the allowance: 2 in public, the whitelist allocation otherwise', () => {
    expect(mintAllowance('public', { maxAmount: 1 })).toBe(2);
    expect(mintAllowance('whitelist', { maxAmount: 1 })).toBe(1);
    expect(mintAllowance('founders', undefined)).toBe(2);
  });
  test('amounts offered and the balance shown', () => {
    expect(allowedAmounts(0)).toEqual([1, 2]);
    expect(allowedAmounts(1)).toEqual([1]);
    expect(allowedAmounts(0, 1)).toEqual([1]);
    expect(allowedAmounts(2)).toEqual([]);
    expect(formatBalance(parseEther('1.23456789'))).toBe('1.2345');
    expect(formatBalance(0n)).toBe('0.0000');
  });
});

describe('subscriptions: one year at most from the later of now and the current start', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  test('a first subscription of 12 months reaches the cap exactly; nothing beyond it', () => {
    expect(subscriptionExtension(now, null, 12)).toMatchObject({ allowed: true, message: null });
    expect(subscriptionExtension(now, null, 6).newExpiry.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
  test('an extension runs from the current expiry and is refused past the cap, with the spec’s text', () => {
    const current = { start: new Date('2025-12-01T00:00:00Z'), expiry: new Date('2026-06-01T00:00:00Z') };
    const six = subscriptionExtension(now, current, 6);
    expect(six.newExpiry.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(six.allowed).toBe(true);
    const twelve = subscriptionExtension(now, current, 12);
    expect(twelve.allowed).toBe(false);
    expect(twelve.message).toBe('Total extended subscription period cannot exceed 1 Jan 2027');
  });
  test('an expired subscription counts from now', () => {
    const old = { start: new Date('2024-01-01T00:00:00Z'), expiry: new Date('2024-04-01T00:00:00Z') };
    expect(subscriptionExtension(now, old, 12).allowed).toBe(true);
  });
  test('months are calendar months in UTC, the day clamped to the month', async () => {
    const { addUtcMonths } = await import('./rules');
    expect(addUtcMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addUtcMonths(new Date('2027-11-30T00:00:00Z'), 3).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
  test('the signed message', () => {
    expect(subscriptionMessage(6, 1767225600)).toBe('synthia_6_months_1767225600');
  });
});

describe('noWalletMessage (collections §5: the public sale asks for the extension first)', () => {
  test('the public sale names the extension; the whitelist phases and a closed sale leave the site’s hint', () => {
    expect(noWalletMessage('public')).toBe('Please install metamask on your device to mint.');
    expect(noWalletMessage('whitelist')).toBeNull();
    expect(noWalletMessage('founders')).toBeNull();
    expect(noWalletMessage(null)).toBeNull();
  });
});

describe('the bar’s texts', () => {
  it('show the configured price, as "0.2 ETH" (collections §2), and are the messages’ own', () => {
    expect(SYNTHIA_BAR_MESSAGES.price).toBe(`${formatEther(SYNTHIA.price)} ETH`);
    expect(SYNTHIA_BAR_MESSAGES.price).toBe('0.2 ETH');
    for (const [key, text] of Object.entries(SYNTHIA_BAR_MESSAGES)) expect(SYNTHIA_MESSAGES[key as keyof typeof SYNTHIA_BAR_MESSAGES]).toBe(text);
  });
});
