import { touchedList, whole, wire, type Wire } from '@/lib/live/wire';
import type { EveContract } from './config';
import type { EveTokenInfo } from './rules';

/** An Eve token's live topic: `eve:editions:1` is Barricade. */
export const eveTopic = (ref: { contract: EveContract; tokenId: bigint }): string => `eve:${ref.contract}:${ref.tokenId}`;

/** A token's state as the live stream carries it, and the addresses whose tokens of its contract moved since the last push. */
export type LiveEve = { token: Wire<EveTokenInfo>; touched: string[] };

export const toLiveEve = (token: EveTokenInfo, touched: readonly string[] = []): LiveEve => ({ token: wire(token), touched: touchedList(touched) });

/** null for anything else (an offline mark included): the page keeps its own read or the server's render. */
export function fromLiveEve(pushed: Record<string, unknown> | null): EveTokenInfo | null {
  const t = pushed?.token as Record<string, unknown> | undefined;
  if (!t || typeof t !== 'object' || typeof t.tradingPaused !== 'boolean' || typeof t.isPublic !== 'boolean' || typeof t.uri !== 'string') return null;
  try {
    const [maxPerTxn, editions, minted, price, start, end] = [t.maxPerTxn, t.editions, t.minted, t.price, t.start, t.end].map(whole);
    return { tradingPaused: t.tradingPaused, isPublic: t.isPublic, maxPerTxn, editions, minted, price, start, end, uri: t.uri };
  } catch {
    return null;
  }
}
