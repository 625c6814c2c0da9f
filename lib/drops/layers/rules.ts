import { LAYERS, type TearType } from './config';
import { LAYERS_MESSAGES as M } from './messages';

// Layers collection rules (collections §4, §5), pure and given `now` in unix seconds.

export type Windows = { claimStart: number; claimEnd: number; burnStart: number; burnEnd: number };

/** A window time the chain could not give (null, 0) takes its configured fallback. */
export function windowsOrFallback(read: Partial<Record<keyof Windows, number | null>> | null): Windows {
  const f = LAYERS.fallbackWindows;
  const pick = (k: keyof Windows) => (read?.[k] && read[k]! > 0 ? read[k]! : f[k]);
  return { claimStart: pick('claimStart'), claimEnd: pick('claimEnd'), burnStart: pick('burnStart'), burnEnd: pick('burnEnd') };
}

export type LayersPhase = 'before_claim_tears' | 'claim_tears' | 'before_burn' | 'burn' | 'end_burn';

/** Each boundary belongs to the phase it opens. */
export function layersPhase(now: number, w: Windows): LayersPhase {
  if (now < w.claimStart) return 'before_claim_tears';
  if (now < w.claimEnd) return 'claim_tears';
  if (now < w.burnStart) return 'before_burn';
  if (now < w.burnEnd) return 'burn';
  return 'end_burn';
}

export function countdownTarget(phase: LayersPhase, w: Windows): number | null {
  return { before_claim_tears: w.claimStart, claim_tears: w.claimEnd, before_burn: w.burnStart, burn: w.burnEnd, end_burn: null }[phase];
}

export const showsClaimTears = (phase: LayersPhase) => phase === 'before_claim_tears' || phase === 'claim_tears';

/** collections §4's states, plus claim and burn (the spec names none for them). */
export type TxState = 'idle' | 'approving' | 'applying' | 'staking' | 'withdrawing' | 'claiming' | 'burning';

export type Layer = { tokenId: bigint; state: number; staked: boolean; tearLevel: number; medalRank: number; stakedAt: number | null };

export type Refusal = { ok: false; message: string } | { ok: false; silent: true };
export type Go = { ok: true; approve: boolean };

// collections §5, in the spec's order
export function checkApplyTear(i: {
  tx: TxState;
  loggedIn: boolean;
  layer: Layer | null;
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
  // collections §5: without a tear of this type stop silently (the button shows the balance); without any, §8's text.
  if (i.balances[i.tearType] <= 0n) return Object.values(i.balances).some((n) => n > 0n) ? { ok: false, silent: true } : { ok: false, message: M.noTears };
  if (!i.hasTearData) return { ok: false, message: M.tearDataNotFound };
  if (i.layer.state >= LAYERS.maxTears) return { ok: false, message: M.fullyRevealed };
  return { ok: true, approve: !i.approved };
}

// collections §5, in the spec's order
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
  nextReward: string;
  periodDays: number | null;
  daysStaked: number;
  daysToNext: number | null;
  progress: number;
  complete: boolean;
  tearsEarned: number;
};

/** collections §4: unrevealed layers stake for tears, fully revealed ones for medals. */
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

export function unstakeConfirmation(p: StakingProgress): string {
  if (!p.complete) return 'Your staking cycle is not complete: if you unstake now you will not receive any rewards.';
  return p.track === 'tears'
    ? 'Your staking cycle is complete: you will receive your tear.'
    : `Your staking cycle is complete: your medal is upgraded to ${p.nextReward}.`;
}

export const medalBadge = (rank: number) => (rank > 0 ? `You are now a ${LAYERS.medalNames[Math.min(rank, LAYERS.maxMedalRank) - 1]} holder` : null);

export const claimTearsFor = (state: number) => (state >= 0 && state < LAYERS.claimTears.length ? LAYERS.claimTears[state] : 0);

export function claimableLayers<L extends { tokenId: bigint; state: number }>(layers: readonly L[], claimable: ReadonlySet<bigint>): L[] {
  return layers.filter((l) => l.state < LAYERS.maxTears && claimable.has(l.tokenId));
}

export function checkClaim(selected: ReadonlyArray<{ state: number }>): { ok: true; tears: number } | { ok: false } {
  if (selected.length === 0) return { ok: false };
  return { ok: true, tears: selected.reduce((n, l) => n + claimTearsFor(l.state), 0) };
}

export function canBurn(selected: ReadonlyArray<{ state: number }>, submitting: boolean): boolean {
  return !submitting && selected.length === LAYERS.burnLayers && selected.every((l) => l.state >= LAYERS.maxTears);
}

export type TearRight = 'ok' | 'not-owner' | 'no-tear';

/** Tear data reveals traits before the tear, so only the owner holding a tear of the type may have it. */
export function tearRight(i: { wallet: string; owner: string; tearBalance: bigint }): TearRight {
  if (i.owner.toLowerCase() !== i.wallet.toLowerCase()) return 'not-owner';
  return i.tearBalance > 0n ? 'ok' : 'no-tear';
}
