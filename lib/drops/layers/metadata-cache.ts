// Bounded by age and size so requests cannot grow it. An entry behind the caller's chain state is refetched: after a tear the chain moves first.
export const METADATA_TTL_MS = 60_000;
export const METADATA_MAX_ENTRIES = 5000;

type Entry<T> = { value: T; state: number; at: number };

export class MetadataCache<T extends { state: number }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly max = METADATA_MAX_ENTRIES) {}

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
