import { LAYERS, type TearType } from './config';
import { LAYERS_MESSAGES as M } from './messages';

/**
 * The layers collection's rules (collections §4, §5), pure and given `now` (unix seconds): the
 * claim/burn phases, the checks before a tear, a stake or a burn in the spec's order, staking
 * progress, the tears a claim gives, and the shipping form. The page and the tests share them.
 */

export type Windows = { claimStart: number; claimEnd: number; burnStart: number; burnEnd: number };

/** The chain's window times, each one that could not be read (null, 0) replaced by its configured fallback. */
export function windowsOrFallback(read: Partial<Record<keyof Windows, number | null>> | null): Windows {
  const f = LAYERS.fallbackWindows;
  const pick = (k: keyof Windows) => (read?.[k] && read[k]! > 0 ? read[k]! : f[k]);
  return { claimStart: pick('claimStart'), claimEnd: pick('claimEnd'), burnStart: pick('burnStart'), burnEnd: pick('burnEnd') };
}

export type LayersPhase = 'before_claim_tears' | 'claim_tears' | 'before_burn' | 'burn' | 'end_burn';

/** The phase at `now`: each boundary belongs to the phase it opens. */
export function layersPhase(now: number, w: Windows): LayersPhase {
  if (now < w.claimStart) return 'before_claim_tears';
  if (now < w.claimEnd) return 'claim_tears';
  if (now < w.burnStart) return 'before_burn';
  if (now < w.burnEnd) return 'burn';
  return 'end_burn';
}

/** The time the header's countdown runs to in a phase; none once the burn has ended. */
export function countdownTarget(phase: LayersPhase, w: Windows): number | null {
  return { before_claim_tears: w.claimStart, claim_tears: w.claimEnd, before_burn: w.burnStart, burn: w.burnEnd, end_burn: null }[phase];
}

/** Claim tears before and during the claim window; the burn options after it. */
export const showsClaimTears = (phase: LayersPhase) => phase === 'before_claim_tears' || phase === 'claim_tears';

/** collections §4's states, with the claim and the burn as states of their own (the spec names none for them). */
export type TxState = 'idle' | 'approving' | 'applying' | 'staking' | 'withdrawing' | 'claiming' | 'burning';

export type Layer = { tokenId: bigint; state: number; staked: boolean; tearLevel: number; medalRank: number; stakedAt: number | null };

export type Refusal = { ok: false; message: string } | { ok: false; silent: true };
export type Go = { ok: true; approve: boolean };

/** Apply a tear (collections §5), the checks in the spec's order; the first that fails is the answer. */
export function checkApplyTear(i: {
  tx: TxState;
  loggedIn: boolean;
  layer: Layer | null;
  /** The wallet owns layers at all (else there is nothing to use a tear on). */
  ownsLayers: boolean;
  onMainnet: boolean;
  tearType: TearType;
  balances: Record<TearType, bigint>;
  hasTearData: boolean;
  approved: boolean;
}): Go | Refusal {
  if (i.tx !== 'idle') return { ok: false, message: M.pending };
  if (!i.loggedIn) return { ok: false, message: M.loginToTear };
  if (!i.ownsLayers) return { ok: false, message: M.needToken };
  if (!i.layer) return { ok: false, message: M.tokenNotFound };
  if (i.layer.staked) return { ok: false, message: M.unstakeFirst };
  if (!i.onMainnet) return { ok: false, message: M.mainnet };
  // collections §5: without a tear of that type the action stops silently (the button shows the
  // balance); without a tear of either type, §8's "You don't have any tears remaining" says so.
  if (i.balances[i.tearType] <= 0n) return Object.values(i.balances).some((n) => n > 0n) ? { ok: false, silent: true } : { ok: false, message: M.noTears };
  if (!i.hasTearData) return { ok: false, message: M.tearDataNotFound };
  if (i.layer.state >= LAYERS.maxTears) return { ok: false, message: M.fullyRevealed };
  return { ok: true, approve: !i.approved };
}

/** Stake a layer (collections §5): idle, login, chain; then the track's ceiling; approval first when absent. */
export function checkStake(i: {
  tx: TxState;
  loggedIn: boolean;
  onMainnet: boolean;
  layer: Layer;
  approved: boolean;
}): Go | Refusal | { ok: false; login: true } {
  if (i.tx !== 'idle') return { ok: false, message: M.pending };
  if (!i.loggedIn) return { ok: false, login: true };
  if (!i.onMainnet) return { ok: false, message: M.mainnet };
  if (i.layer.state < LAYERS.maxTears && i.layer.tearLevel >= LAYERS.maxTears) return { ok: false, message: M.maxTears };
  if (i.layer.state >= LAYERS.maxTears && i.layer.medalRank >= LAYERS.maxMedalRank) return { ok: false, message: M.maxGoal };
  return { ok: true, approve: !i.approved };
}

export type StakingStatus = 'Regular' | (typeof LAYERS.medalNames)[number] | 'Complete';

export type StakingProgress = {
  track: 'tears' | 'medals';
  status: StakingStatus;
  /** What the running (or next) cycle gives. */
  nextReward: string;
  periodDays: number | null;
  daysStaked: number;
  daysToNext: number | null;
  /** 0 to 1 of the running cycle. */
  progress: number;
  complete: boolean;
  tearsEarned: number;
};

/**
 * Staking progress from the start time and the period lengths (collections §4): an unrevealed
 * layer stakes for tears (rounds of 120, 70, 40 days), a fully revealed one for medals (10, 60,
 * 60, 60, 116 days, Bronze to Diamond). Complete once the track has nothing left to give.
 */
export function stakingProgress(layer: Layer, now: number): StakingProgress {
  const revealed = layer.state >= LAYERS.maxTears;
  const level = revealed ? layer.medalRank : layer.tearLevel;
  const periods = revealed ? LAYERS.medalPeriodsDays : LAYERS.tearPeriodsDays;
  const done = level >= periods.length;
  const status: StakingStatus = done ? 'Complete' : revealed && layer.medalRank > 0 ? LAYERS.medalNames[layer.medalRank - 1] : 'Regular';
  const periodDays = done ? null : periods[level];
  const elapsedDays = layer.staked && layer.stakedAt !== null ? Math.max(0, now - layer.stakedAt) / LAYERS.daySeconds : 0;
  const progress = periodDays === null ? 1 : Math.min(1, elapsedDays / periodDays);
  return {
    track: revealed ? 'medals' : 'tears',
    status,
    nextReward: done ? 'Complete' : revealed ? LAYERS.medalNames[level] : `Tear ${level + 1}`,
    periodDays,
    daysStaked: Math.floor(elapsedDays),
    daysToNext: periodDays === null || !layer.staked ? periodDays : Math.max(0, Math.ceil(periodDays - elapsedDays)),
    progress: layer.staked ? progress : 0,
    complete: layer.staked && periodDays !== null && elapsedDays >= periodDays,
    tearsEarned: layer.tearLevel,
  };
}

/** The unstake confirmation's text: what the finished cycle gives, or that an unfinished one gives nothing. */
export function unstakeConfirmation(p: StakingProgress): string {
  if (!p.complete) return 'Your staking cycle is not complete: if you unstake now you will not receive any rewards.';
  return p.track === 'tears'
    ? 'Your staking cycle is complete: you will receive your tear.'
    : `Your staking cycle is complete: your medal is upgraded to ${p.nextReward}.`;
}

export const medalBadge = (rank: number) => (rank > 0 ? `You are now a ${LAYERS.medalNames[Math.min(rank, LAYERS.maxMedalRank) - 1]} holder` : null);

/** Tears a claim gives a layer: 3, 2 or 1 for 0, 1 or 2 tears used; none once fully revealed. */
export const claimTearsFor = (state: number) => (state >= 0 && state < LAYERS.claimTears.length ? LAYERS.claimTears[state] : 0);

/** The layers the claim modal offers: under 3 tears and reported claimable by the claim contract. */
export function claimableLayers<L extends { tokenId: bigint; state: number }>(layers: readonly L[], claimable: ReadonlySet<bigint>): L[] {
  return layers.filter((l) => l.state < LAYERS.maxTears && claimable.has(l.tokenId));
}

/** A claim needs at least one layer; it gives the sum of their tears. */
export function checkClaim(selected: ReadonlyArray<{ state: number }>): { ok: true; tears: number } | { ok: false } {
  if (selected.length === 0) return { ok: false };
  return { ok: true, tears: selected.reduce((n, l) => n + claimTearsFor(l.state), 0) };
}

/** The burn modal: exactly 1 owned, fully revealed layer, and not while submitting. */
export function canBurn(selected: ReadonlyArray<{ state: number }>, submitting: boolean): boolean {
  return !submitting && selected.length === LAYERS.burnLayers && selected.every((l) => l.state >= LAYERS.maxTears);
}

/** Whether a signed-in wallet may have a layer's tear data (issue 29): why not, or 'ok'. */
export type TearRight = 'ok' | 'not-owner' | 'no-tear';

/**
 * Tear data (the uri of the layer's next state and its signature) is the owner's alone: it reveals
 * traits before the owner tears. The wallet must own the layer (a staked layer is the staking
 * contract's, and the spec refuses a tear on it anyway) and hold a tear of the asked type.
 */
export function tearRight(i: { wallet: string; owner: string; tearBalance: bigint }): TearRight {
  if (i.owner.toLowerCase() !== i.wallet.toLowerCase()) return 'not-owner';
  return i.tearBalance > 0n ? 'ok' : 'no-tear';
}
