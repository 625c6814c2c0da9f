export function isNotFoundEntry(data: unknown): boolean;
export class BoundedMisses {
  constructor(max: number, maxAgeMs?: number);
  get(key: string, now?: number): { value: unknown; lastModified: number } | null;
  set(key: string, value: unknown, now?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}
