import { touchedList, whole } from '@/lib/live/wire';
import type { BlackFeatherFigures } from './config';

/**
 * Black Feather's figures as the live stream carries them (JSON: bigints as decimal strings), and
 * `touched`: the addresses whose tokens moved since the last push, so a wallet's page reads its own
 * balance again only when a push concerns it.
 */
export type LiveBlackFeather = { supply: string; price: string; salesActive: boolean; touched: string[] };

export const toLive = (f: BlackFeatherFigures, touched: readonly string[] = []): LiveBlackFeather => ({
  supply: f.supply.toString(),
  price: f.price.toString(),
  salesActive: f.salesActive,
  touched: touchedList(touched),
});

/** null for anything else: a malformed push keeps what the page shows. */
export function fromLive(pushed: Record<string, unknown> | null): BlackFeatherFigures | null {
  if (!pushed || typeof pushed.salesActive !== 'boolean') return null;
  try {
    return { supply: whole(pushed.supply), price: whole(pushed.price), salesActive: pushed.salesActive };
  } catch {
    return null;
  }
}
