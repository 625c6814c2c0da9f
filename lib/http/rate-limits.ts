/**
 * How often each state-changing route may be used (issue 10; OWASP ASVS V2.2.1, V11.1.4). `ip`
 * counts per client address, `account` per e-mail or user the request names. `counts: 'failures'`
 * charges only refused attempts (a wrong password, a wrong code), and a success clears the
 * account's count, so a collector who types their password right is never slowed down.
 */
export type Window = { points: number; seconds: number };
export type RateRule = {
  name: string;
  ip: Window;
  account?: Window;
  counts: 'attempts' | 'failures';
  /**
   * What the account window counts by: the account alone (codes: a code is guessed for a victim's
   * address from anywhere), or the account from one address (passwords: others cannot lock the
   * owner out by failing on purpose; the address window still stops one client's spraying).
   */
  accountKey?: 'account' | 'account+address';
  /**
   * A per-account ceiling over every client (issue 44): past it, a client that has already been
   * counted against this account is refused, while one that has not (the owner, elsewhere) still
   * gets through. It slows a crowd of addresses to one try each; it never locks the owner out.
   */
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
  // Recovery (issue 44): each client's requests and wrong codes count against that client, so one
  // client hammering an account cannot block the owner's request or code from another.
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
  layersShipping: { name: 'layers-shipping', ip: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
  membership: { name: 'membership-application', ip: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
  notify: { name: 'notify', ip: { points: 20, seconds: MINUTE }, account: { points: 10, seconds: MINUTE }, counts: 'attempts' },
  upload: { name: 'upload', ip: { points: 20, seconds: 10 * MINUTE }, account: { points: 10, seconds: 10 * MINUTE }, counts: 'attempts' },
} as const satisfies Record<string, RateRule>;

/**
 * Fresh nonces the platform is asked for, per wallet (issue 29): a wallet's unused nonce is kept and
 * offered again, so this counts only new ones (after each sign-in, or once the kept one is too old),
 * and a sign-in gives its point back: only nonces left unused count.
 */
export const WALLET_NONCE_PER_WALLET: Window = { points: 10, seconds: 15 * MINUTE };

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later.';
