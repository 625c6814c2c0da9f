/** The live stream's JSON: bigints as decimal strings, and the addresses a push names. Shared by the server's readers and the pages. */
export type Wire<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

export const wire = <T extends object>(o: T): Wire<T> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v])) as Wire<T>;

/** A pushed decimal string as a bigint; throws on anything else, so a malformed push is refused whole. */
export const whole = (v: unknown): bigint => {
  if (typeof v !== 'string' || !/^\d{1,78}$/.test(v)) throw new Error('not a whole number');
  return BigInt(v);
};

/** Addresses a push names at most: a block with more moves names the first ones. */
export const LIVE_TOUCHED_KEPT = 64;

/** The addresses whose tokens moved, as a push carries them: lowercased, once each, at most LIVE_TOUCHED_KEPT. */
export const touchedList = (addresses: readonly string[]): string[] => [...new Set(addresses.map((a) => a.toLowerCase()))].slice(0, LIVE_TOUCHED_KEPT);

/** Whether the push names `wallet` among those whose tokens moved: then its page reads the wallet's own figures again. */
export const touches = (pushed: Record<string, unknown> | null, wallet: string | undefined): boolean =>
  Boolean(wallet && pushed && Array.isArray(pushed.touched) && pushed.touched.includes(wallet.toLowerCase()));

type Figures = Record<string, bigint | boolean | string>;

/** A mint's flat figures (counts, prices, switches) as the stream carries them, with the addresses whose tokens moved. */
export const toLiveFigures = <F extends Figures>(figures: F, touched: readonly string[] = []): Wire<F> & { touched: string[] } => ({
  ...wire(figures),
  touched: touchedList(touched),
});

/** The figures `like` has (same names and kinds), from a push; null when one is missing or malformed, or for an offline mark. */
export function fromLiveFigures<F extends Figures>(pushed: Record<string, unknown> | null, like: F): F | null {
  if (!pushed) return null;
  try {
    const entries = Object.entries(like).map(([name, kind]) => {
      const value = pushed[name];
      if (typeof kind === 'bigint') return [name, whole(value)];
      if (typeof value !== typeof kind) throw new Error(`${name} is not a ${typeof kind}`);
      return [name, value];
    });
    return Object.fromEntries(entries) as F;
  } catch {
    return null;
  }
}
