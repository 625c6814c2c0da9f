// ASVS V2.2.1, V11.1.4. 'failures' charges only refused attempts and a success clears the account's count.
export type Window = { points: number; seconds: number };
export type RateRule = {
  name: string;
  ip: Window;
  account?: Window;
  counts: 'attempts' | 'failures';
  /** 'account+address' so others cannot lock the owner out by failing on purpose. */
  accountKey?: 'account' | 'account+address';
  /** Past it clients already counted against the account wait a growing delay between tries (ceilingPaceSeconds); a new one (the owner) never does. */
  ceiling?: Window;
};

const MINUTE = 60;

export const RATE_LIMITS = {
  login: {
    name: 'login',
    ip: { points: 30, seconds: 15 * MINUTE },
    account: { points: 5, seconds: 15 * MINUTE },
    counts: 'failures',
    accountKey: 'account+address',
    ceiling: { points: 20, seconds: 60 * MINUTE },
  },
  walletLogin: { name: 'wallet-login', ip: { points: 30, seconds: 15 * MINUTE }, counts: 'failures' },
  walletNonce: { name: 'wallet-nonce', ip: { points: 30, seconds: MINUTE }, counts: 'attempts' },
  register: { name: 'register', ip: { points: 10, seconds: 60 * MINUTE }, counts: 'attempts' },
  forgotPassword: {
    name: 'forgot-password',
    ip: { points: 10, seconds: 15 * MINUTE },
    account: { points: 3, seconds: 15 * MINUTE },
    counts: 'attempts',
    accountKey: 'account+address',
    ceiling: { points: 10, seconds: 60 * MINUTE },
  },
  resetPassword: {
    name: 'reset-password',
    ip: { points: 20, seconds: 15 * MINUTE },
    account: { points: 5, seconds: 15 * MINUTE },
    counts: 'failures',
    accountKey: 'account+address',
    ceiling: { points: 20, seconds: 60 * MINUTE },
  },
  sendVerification: {
    name: 'send-verification',
    ip: { points: 10, seconds: 15 * MINUTE },
    account: { points: 3, seconds: 15 * MINUTE },
    counts: 'attempts',
    accountKey: 'account+address',
    ceiling: { points: 10, seconds: 60 * MINUTE },
  },
  verifyEmail: {
    name: 'verify-email',
    ip: { points: 20, seconds: 15 * MINUTE },
    account: { points: 5, seconds: 15 * MINUTE },
    counts: 'failures',
    accountKey: 'account+address',
    ceiling: { points: 20, seconds: 60 * MINUTE },
  },
  newsletter: { name: 'newsletter', ip: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
  profile: { name: 'profile', ip: { points: 60, seconds: MINUTE }, account: { points: 30, seconds: MINUTE }, counts: 'attempts' },
  changePassword: { name: 'change-password', ip: { points: 30, seconds: 15 * MINUTE }, account: { points: 5, seconds: 15 * MINUTE }, counts: 'failures' },
  session: { name: 'session', ip: { points: 60, seconds: MINUTE }, counts: 'attempts' },
  raffleEntries: { name: 'raffle-entries', ip: { points: 120, seconds: MINUTE }, counts: 'attempts' },
  raffleEnter: { name: 'raffle-enter', ip: { points: 20, seconds: MINUTE }, account: { points: 10, seconds: MINUTE }, counts: 'attempts' },
  auctionBids: { name: 'auction-bids', ip: { points: 120, seconds: MINUTE }, counts: 'attempts' },
  posts: { name: 'posts', ip: { points: 600, seconds: MINUTE }, counts: 'attempts' },
  tetheredClaim: { name: 'tethered-claim', ip: { points: 60, seconds: MINUTE }, counts: 'attempts' },
  membershipEligibility: { name: 'membership-eligibility', ip: { points: 60, seconds: MINUTE }, counts: 'attempts' },
  synthiaSignature: { name: 'synthia-signature', ip: { points: 20, seconds: MINUTE }, account: { points: 10, seconds: MINUTE }, counts: 'attempts' },
  synthiaWhitelist: { name: 'synthia-whitelist', ip: { points: 60, seconds: MINUTE }, counts: 'attempts' },
  synthiaRead: { name: 'synthia-read', ip: { points: 120, seconds: MINUTE }, counts: 'attempts' },
  discord: { name: 'discord', ip: { points: 20, seconds: MINUTE }, counts: 'attempts' },
  layersTear: { name: 'layers-tear', ip: { points: 30, seconds: MINUTE }, counts: 'attempts' },
  layersRead: { name: 'layers-read', ip: { points: 240, seconds: MINUTE }, counts: 'attempts' },
  clock: { name: 'clock', ip: { points: 240, seconds: MINUTE }, counts: 'attempts' },
  // Opening a live stream, or asking its figures once: a page does it once, a fallback every 3 s.
  live: { name: 'live', ip: { points: 240, seconds: MINUTE }, counts: 'attempts' },
  layersShipping: { name: 'layers-shipping', ip: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
  membership: { name: 'membership-application', ip: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
  notify: { name: 'notify', ip: { points: 20, seconds: MINUTE }, account: { points: 10, seconds: MINUTE }, counts: 'attempts' },
  upload: { name: 'upload', ip: { points: 20, seconds: 10 * MINUTE }, account: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
} as const satisfies Record<string, RateRule>;

/** Mails of one kind (reset or verification codes) to one address, whoever asks: no longer than a code lives, so the inbox always holds the live one. */
export const MAILS_PER_ADDRESS: Window = { points: 5, seconds: 30 * MINUTE };

/** Past an account's ceiling, the wait before the account's next try from a client it already counted: doubles with each try past it. */
export function ceilingPaceSeconds(triesPastCeiling: number): number {
  return Math.min(2 ** Math.max(1, triesPastCeiling), CEILING_PACE_MAX_SECONDS);
}
export const CEILING_PACE_MAX_SECONDS = 15 * MINUTE;
/** A client with a single failure (the owner's typo) waits only this long, on its own. */
export const CEILING_TYPO_SECONDS = 2;

/** Counts only fresh nonces left unused: a kept one is offered again and a sign-in gives its point back. */
export const WALLET_NONCE_PER_WALLET: Window = { points: 10, seconds: 15 * MINUTE };

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later.';
