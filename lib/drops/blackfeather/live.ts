import type { BlackFeatherFigures } from './config';

/** Addresses the stream names per push at most: a block with more mints names the first ones. */
export const LIVE_TOUCHED_KEPT = 64;

/**
 * Black Feather's figures as the live stream carries them (JSON: bigints as decimal strings), and
 * `touched`: the addresses whose tokens moved since the last push, lowercased, so a wallet's page
 * reads its own balance again only when a push concerns it.
 */
export type LiveBlackFeather = { supply: string; price: string; salesActive: boolean; touched: string[] };

export const toLive = (f: BlackFeatherFigures, touched: readonly string[] = []): LiveBlackFeather => ({
  supply: f.supply.toString(),
  price: f.price.toString(),
  salesActive: f.salesActive,
  touched: [...new Set(touched.map((a) => a.toLowerCase()))].slice(0, LIVE_TOUCHED_KEPT),
});

/** null for anything else: a malformed push keeps what the page shows. */
export function fromLive(pushed: Record<string, unknown> | null): BlackFeatherFigures | null {
  if (!pushed) return null;
  const { supply, price, salesActive } = pushed;
  const whole = (v: unknown): v is string => typeof v === 'string' && /^\d{1,78}$/.test(v);
  return whole(supply) && whole(price) && typeof salesActive === 'boolean' ? { supply: BigInt(supply), price: BigInt(price), salesActive } : null;
}

/** Whether the push names `wallet` among those whose tokens moved. */
export const touches = (pushed: Record<string, unknown> | null, wallet: string | undefined): boolean =>
  Boolean(wallet && pushed && Array.isArray(pushed.touched) && pushed.touched.includes(wallet.toLowerCase()));
