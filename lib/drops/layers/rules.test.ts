import { LAYERS } from './config';
import { LAYERS_MESSAGES as M } from './messages';
import {
  canBurn,
  checkApplyTear,
  checkClaim,
  checkStake,
  claimableLayers,
  claimTearsFor,
  countdownTarget,
  layersPhase,
  medalBadge,
  showsClaimTears,
  stakingProgress,
  tearRight,
  unstakeConfirmation,
  windowsOrFallback,
  type Layer,
} from './rules';
import { layersShippingSchema } from './shipping';

const DAY = 86_400;
const W = { claimStart: 1000, claimEnd: 2000, burnStart: 3000, burnEnd: 4000 };

describe('phases', () => {
  test('each boundary opens the next phase', () => {
    expect([999, 1000, 1999, 2000, 2999, 3000, 3999, 4000].map((t) => layersPhase(t, W))).toEqual([
      'before_claim_tears',
      'claim_tears',
      'claim_tears',
      'before_burn',
      'before_burn',
      'burn',
      'burn',
      'end_burn',
    ]);
  });
  test('the countdown runs to the phase’s boundary and is gone once the burn ended', () => {
    expect(countdownTarget('before_claim_tears', W)).toBe(1000);
    expect(countdownTarget('claim_tears', W)).toBe(2000);
    expect(countdownTarget('before_burn', W)).toBe(3000);
    expect(countdownTarget('burn', W)).toBe(4000);
    expect(countdownTarget('end_burn', W)).toBeNull();
    expect(['before_claim_tears', 'claim_tears', 'before_burn'].map((p) => showsClaimTears(p as never))).toEqual([true, true, false]);
  });
  test('a time the chain did not give falls back to the configured epoch', () => {
    expect(windowsOrFallback(null)).toEqual(LAYERS.fallbackWindows);
    expect(windowsOrFallback({ claimStart: 5, claimEnd: 0, burnStart: null })).toEqual({ ...LAYERS.fallbackWindows, claimStart: 5 });
    expect(layersPhase(1742230800, windowsOrFallback(null))).toBe('claim_tears');
    expect(layersPhase(1746219600, windowsOrFallback(null))).toBe('end_burn');
  });
});

const layer = (over: Partial<Layer> = {}): Layer => ({ tokenId: 1n, state: 0, staked: false, tearLevel: 0, medalRank: 0, stakedAt: null, ...over });

describe('apply a tear: the checks in order', () => {
  const ok = {
    tx: 'idle' as const,
    loggedIn: true,
    layer: layer(),
    ownsLayers: true,
    onMainnet: true,
    tearType: 1 as const,
    balances: { 1: 1n, 2: 0n },
    hasTearData: true,
    approved: true,
  };
  test('the first failing check wins', () => {
    expect(checkApplyTear({ ...ok, tx: 'staking', loggedIn: false })).toEqual({ ok: false, message: M.pending });
    expect(checkApplyTear({ ...ok, loggedIn: false, ownsLayers: false })).toEqual({ ok: false, message: M.loginToTear });
    expect(checkApplyTear({ ...ok, ownsLayers: false, layer: null })).toEqual({ ok: false, message: M.needToken });
    expect(checkApplyTear({ ...ok, layer: null })).toEqual({ ok: false, message: M.tokenNotFound });
    expect(checkApplyTear({ ...ok, layer: layer({ staked: true }), onMainnet: false })).toEqual({ ok: false, message: M.unstakeFirst });
    expect(checkApplyTear({ ...ok, onMainnet: false, balances: { 1: 0n, 2: 0n } })).toEqual({ ok: false, message: M.mainnet });
    expect(checkApplyTear({ ...ok, balances: { 1: 0n, 2: 5n }, hasTearData: false })).toEqual({ ok: false, silent: true });
    expect(checkApplyTear({ ...ok, tearType: 2, balances: { 1: 0n, 2: 5n } })).toEqual({ ok: true, approve: false });
    expect(checkApplyTear({ ...ok, tearType: 2, balances: { 1: 0n, 2: 0n }, hasTearData: false })).toEqual({ ok: false, message: M.noTears });
    expect(checkApplyTear({ ...ok, balances: { 1: 0n, 2: 0n } })).toEqual({ ok: false, message: M.noTears });
    expect(checkApplyTear({ ...ok, hasTearData: false, layer: layer({ state: 3 }) })).toEqual({ ok: false, message: M.tearDataNotFound });
    expect(checkApplyTear({ ...ok, layer: layer({ state: 3 }) })).toEqual({ ok: false, message: M.fullyRevealed });
  });
  test('approval is asked first when absent', () => {
    expect(checkApplyTear({ ...ok, approved: false })).toEqual({ ok: true, approve: true });
    expect(checkApplyTear({ ...ok, layer: layer({ state: 2 }) })).toEqual({ ok: true, approve: false });
  });
});

describe('stake', () => {
  const ok = { tx: 'idle' as const, loggedIn: true, onMainnet: true, layer: layer(), approved: false };
  test('idle, login, chain, then the track’s ceiling', () => {
    expect(checkStake({ ...ok, tx: 'applying' })).toEqual({ ok: false, message: M.pending });
    expect(checkStake({ ...ok, loggedIn: false })).toEqual({ ok: false, login: true });
    expect(checkStake({ ...ok, onMainnet: false })).toEqual({ ok: false, message: M.mainnet });
    expect(checkStake({ ...ok, layer: layer({ tearLevel: 3, state: 2 }) })).toEqual({ ok: false, message: M.maxTears });
    expect(checkStake({ ...ok, layer: layer({ tearLevel: 3, state: 3 }) })).toEqual({ ok: true, approve: true });
    expect(checkStake({ ...ok, layer: layer({ state: 3, medalRank: 5 }) })).toEqual({ ok: false, message: M.maxGoal });
    expect(checkStake({ ...ok, layer: layer({ state: 3, medalRank: 4 }), approved: true })).toEqual({ ok: true, approve: false });
  });
});

describe('staking progress', () => {
  const t0 = 1_700_000_000;
  test('an unrevealed layer stakes for tears: 120, 70, then 40 days', () => {
    const p = stakingProgress(layer({ staked: true, stakedAt: t0 }), t0 + 60 * DAY);
    expect(p).toMatchObject({
      track: 'tears',
      status: 'Regular',
      nextReward: 'Tear 1',
      periodDays: 120,
      daysStaked: 60,
      daysToNext: 60,
      progress: 0.5,
      complete: false,
      tearsEarned: 0,
    });
    expect(stakingProgress(layer({ staked: true, stakedAt: t0, tearLevel: 1 }), t0 + 70 * DAY)).toMatchObject({
      periodDays: 70,
      daysToNext: 0,
      progress: 1,
      complete: true,
      nextReward: 'Tear 2',
    });
    expect(stakingProgress(layer({ staked: true, stakedAt: t0, tearLevel: 2 }), t0 + 39.5 * DAY)).toMatchObject({
      periodDays: 40,
      daysToNext: 1,
      complete: false,
    });
    expect(stakingProgress(layer({ tearLevel: 3 }), t0)).toMatchObject({ status: 'Complete', periodDays: null, complete: false, tearsEarned: 3 });
  });
  test('a revealed layer stakes for medals, Bronze to Diamond', () => {
    expect(stakingProgress(layer({ state: 3, staked: true, stakedAt: t0 }), t0 + 10 * DAY)).toMatchObject({
      track: 'medals',
      status: 'Regular',
      nextReward: 'Bronze',
      periodDays: 10,
      complete: true,
    });
    expect(stakingProgress(layer({ state: 3, medalRank: 2 }), t0)).toMatchObject({
      status: 'Silver',
      nextReward: 'Gold',
      periodDays: 60,
      daysStaked: 0,
      daysToNext: 60,
      progress: 0,
    });
    expect(stakingProgress(layer({ state: 3, medalRank: 4, staked: true, stakedAt: t0 }), t0 + 115 * DAY)).toMatchObject({
      status: 'Platinum',
      nextReward: 'Diamond',
      periodDays: 116,
      daysToNext: 1,
    });
    expect(stakingProgress(layer({ state: 3, medalRank: 5 }), t0)).toMatchObject({ status: 'Complete', nextReward: 'Complete' });
  });
  test('the unstake confirmation says what a complete cycle gives, and warns on an incomplete one', () => {
    expect(unstakeConfirmation(stakingProgress(layer({ staked: true, stakedAt: t0 }), t0 + 120 * DAY))).toBe(
      'Your staking cycle is complete: you will receive your tear.',
    );
    expect(unstakeConfirmation(stakingProgress(layer({ state: 3, medalRank: 1, staked: true, stakedAt: t0 }), t0 + 60 * DAY))).toBe(
      'Your staking cycle is complete: your medal is upgraded to Silver.',
    );
    expect(unstakeConfirmation(stakingProgress(layer({ staked: true, stakedAt: t0 }), t0 + DAY))).toMatch(/not receive any rewards/);
    expect(medalBadge(0)).toBeNull();
    expect(medalBadge(3)).toBe('You are now a Gold holder');
  });
});

describe('claims and burns', () => {
  test('a claim gives 3, 2, 1 tears for 0, 1, 2 used, none when fully revealed; at least one layer', () => {
    expect([0, 1, 2, 3].map(claimTearsFor)).toEqual([3, 2, 1, 0]);
    const layers = [
      { tokenId: 1n, state: 0 },
      { tokenId: 2n, state: 2 },
      { tokenId: 3n, state: 3 },
      { tokenId: 4n, state: 1 },
    ];
    expect(claimableLayers(layers, new Set([1n, 2n, 3n])).map((l) => l.tokenId)).toEqual([1n, 2n]);
    expect(checkClaim([])).toEqual({ ok: false });
    expect(checkClaim([{ state: 0 }, { state: 2 }])).toEqual({ ok: true, tears: 4 });
  });
  test('a burn takes exactly one fully revealed layer, not while submitting', () => {
    expect(canBurn([], false)).toBe(false);
    expect(canBurn([{ state: 3 }], false)).toBe(true);
    expect(canBurn([{ state: 3 }], true)).toBe(false);
    expect(canBurn([{ state: 2 }], false)).toBe(false);
    expect(canBurn([{ state: 3 }, { state: 3 }], false)).toBe(false);
  });
  test('the shipping form: names 1–256, a valid e-mail, address, zip, country, phone; a tax ID with an invoice', () => {
    const valid = {
      first_name: 'Ana',
      last_name: 'Ribeiro',
      email: 'ana@example.com',
      phone: '+351 555',
      address: 'Rua 1',
      zip_code: '1000',
      country: 'Portugal',
      need_invoice: false,
      tax_id: '',
    };
    expect(layersShippingSchema.safeParse(valid).success).toBe(true);
    const errors = (v: object) => {
      const r = layersShippingSchema.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errors({ ...valid, first_name: ' ', zip_code: '', address: '', country: '' })).toEqual({
      first_name: 'First name must be 1 characters at minimum',
      address: 'Address is required',
      zip_code: 'Zip code is required',
      country: 'Country is required',
    });
    expect(errors({ ...valid, last_name: 'x'.repeat(257) })).toHaveProperty('last_name');
    expect(errors({ ...valid, need_invoice: true })).toEqual({ tax_id: 'Tax ID is required for an invoice' });
    expect(layersShippingSchema.safeParse({ ...valid, need_invoice: true, tax_id: 'PT123' }).success).toBe(true);
  });
});

describe('tearRight', () => {
  const wallet = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  it('gives tear data only to the owner of the layer holding a tear of the type', () => {
    expect(tearRight({ wallet, owner: wallet.toLowerCase(), tearBalance: 1n })).toBe('ok');
    expect(tearRight({ wallet, owner: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', tearBalance: 5n })).toBe('not-owner');
    expect(tearRight({ wallet, owner: wallet, tearBalance: 0n })).toBe('no-tear');
  });
});
