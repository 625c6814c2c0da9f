/**
 * Layer metadata kept per token for a short while (issue 29: one request fanned out to one platform
 * call per id). An entry serves while it is younger than METADATA_TTL_MS and not behind the state
 * the caller read on the chain (after a tear the chain moves first, so an older entry is fetched
 * again). Bounded: the oldest entries go first.
 */
export const METADATA_TTL_MS = 60_000;
export const METADATA_MAX_ENTRIES = 5000;

type Entry<T> = { value: T; state: number; at: number };

export class MetadataCache<T extends { state: number }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly max = METADATA_MAX_ENTRIES) {}

  /** The kept metadata of `id`, when fresh and at least at `chainState` (when given). */
  get(id: string, chainState: number | undefined, now: number): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.at >= METADATA_TTL_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return chainState === undefined || entry.state >= chainState ? entry.value : undefined;
  }

  set(id: string, value: T, now: number): void {
    this.entries.delete(id);
    this.entries.set(id, { value, state: value.state, at: now });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
