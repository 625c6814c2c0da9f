import { formatDateLine } from '@/lib/format/date';

// drop-pages §3; read from the contract (`tokens(id)`), so production configures only the two addresses.
export type EveTokenInfo = {
  tradingPaused: boolean;
  isPublic: boolean;
  maxPerTxn: bigint;
  editions: bigint;
  minted: bigint;
  price: bigint;
  start: bigint;
  end: bigint;
  uri: string;
};

export function toTokenInfo(r: readonly [boolean, boolean, bigint, bigint, bigint, bigint, bigint, bigint, string]): EveTokenInfo {
  const [tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri] = r;
  return { tradingPaused, isPublic, maxPerTxn, editions, minted, price, start, end, uri };
}

/** drop-pages §4, §5; a visitor sees the token's own state where it stops every wallet, else Connect. */
export type EveButton =
  | { kind: 'connect'; label: string; disabled: false }
  | { kind: 'loading'; label: 'Loading'; disabled: true }
  | { kind: 'inactive'; label: 'Public Mint Inactive'; disabled: true }
  | { kind: 'not-started'; label: string; disabled: true }
  | { kind: 'ended'; label: 'Public Mint Ended'; disabled: true }
  | { kind: 'sold-out'; label: 'Sold Out'; disabled: true }
  | { kind: 'already'; label: 'Already Minted'; disabled: true }
  | { kind: 'insufficient'; label: 'Insufficient Eth'; disabled: true }
  | { kind: 'create-account'; label: 'Create Account to Mint'; disabled: false }
  | { kind: 'mint'; label: 'Mint Token'; disabled: false }
  | { kind: 'minting'; label: 'Minting...'; disabled: true }
  | { kind: 'free-ended'; label: 'Free Mint Ended'; disabled: true };

export type EveInput = {
  connected: boolean;
  onConfiguredChain: boolean;
  /** Lower case as the spec writes it: "mainnet". */
  chainLabel: string;
  loading: boolean;
  /** null when the read failed: no mint. */
  token: EveTokenInfo | null;
  claimed: boolean;
  balance: bigint;
  signedIn: boolean;
  minting: boolean;
  now: Date;
};

/** In UTC, so the server and every browser agree. */
export function publicMintStart(start: bigint): string {
  const d = new Date(Number(start) * 1000);
  return `Public Mint ${formatDateLine(d.toISOString())} ${d.toISOString().slice(11, 16)} UTC`;
}

/** null when a wallet may go on. */
export function eveTokenState(token: EveTokenInfo, now: Date): EveButton | null {
  const t = BigInt(Math.floor(now.getTime() / 1000));
  if (!token.isPublic || token.tradingPaused) return { kind: 'inactive', label: 'Public Mint Inactive', disabled: true };
  if (t < token.start) return { kind: 'not-started', label: publicMintStart(token.start), disabled: true };
  if (t >= token.end)
    return token.price === 0n
      ? { kind: 'free-ended', label: 'Free Mint Ended', disabled: true }
      : { kind: 'ended', label: 'Public Mint Ended', disabled: true };
  if (token.minted >= token.editions) return { kind: 'sold-out', label: 'Sold Out', disabled: true };
  return null;
}

export function eveButton(i: EveInput): EveButton {
  const connect: EveButton = { kind: 'connect', label: `Please connect to ${i.chainLabel}`, disabled: false };
  if (!i.connected) return (i.token && eveTokenState(i.token, i.now)) || connect;
  if (!i.onConfiguredChain) return connect;
  if (i.minting) return { kind: 'minting', label: 'Minting...', disabled: true };
  if (i.loading) return { kind: 'loading', label: 'Loading', disabled: true };
  // drop-pages §8: reads fail silently, so a missing token shows as inactive.
  if (!i.token) return { kind: 'inactive', label: 'Public Mint Inactive', disabled: true };
  const phase = eveTokenState(i.token, i.now);
  if (phase) return phase;
  if (i.claimed) return { kind: 'already', label: 'Already Minted', disabled: true };
  if (i.balance < i.token.price) return { kind: 'insufficient', label: 'Insufficient Eth', disabled: true };
  if (!i.signedIn) return { kind: 'create-account', label: 'Create Account to Mint', disabled: false };
  return { kind: 'mint', label: 'Mint Token', disabled: false };
}
