import type { BlackFeatherFigures } from './config';

/** Black Feather's figures as the live stream carries them (JSON: bigints as decimal strings), and back. */
export type LiveBlackFeather = { supply: string; price: string; salesActive: boolean };

export const toLive = (f: BlackFeatherFigures): LiveBlackFeather => ({ supply: f.supply.toString(), price: f.price.toString(), salesActive: f.salesActive });

/** null for anything else: a malformed push keeps what the page shows. */
export function fromLive(pushed: Record<string, unknown> | null): BlackFeatherFigures | null {
  if (!pushed) return null;
  const { supply, price, salesActive } = pushed;
  const whole = (v: unknown): v is string => typeof v === 'string' && /^\d{1,78}$/.test(v);
  return whole(supply) && whole(price) && typeof salesActive === 'boolean' ? { supply: BigInt(supply), price: BigInt(price), salesActive } : null;
}
