/**
 * How a mint panel turns its chain reads into figures: the spec's default where a read failed
 * (drop-pages §8: failed reads set 0, empty or false, silently), and while the reads are in flight
 * the figure the server already rendered, so the panel never flashes a default over a known value.
 * A figure the server could not know (the wallet's own balance) keeps the panel loading instead.
 */
export type FigureSpec<T> = { fallback: T; initial?: T };

export type ReadResult = { status: 'success' | 'failure'; result?: unknown };

export function readFigures<S extends Record<string, FigureSpec<unknown>>>(
  specs: S,
  results: ReadonlyArray<ReadResult> | undefined,
): { figures: { [K in keyof S]: S[K]['fallback'] }; loading: boolean; failed: Array<keyof S> } {
  const keys = Object.keys(specs) as Array<keyof S>;
  const figures = {} as { [K in keyof S]: S[K]['fallback'] };
  const failed: Array<keyof S> = [];
  let loading = false;
  keys.forEach((key, i) => {
    const spec = specs[key];
    const result = results?.[i];
    if (!result) {
      if (!('initial' in spec) || spec.initial === undefined) loading = true;
      figures[key] = spec.initial ?? spec.fallback;
    } else if (result.status === 'success') {
      figures[key] = result.result as S[typeof key]['fallback'];
    } else {
      failed.push(key);
      figures[key] = spec.fallback;
    }
  });
  return { figures, loading, failed };
}
