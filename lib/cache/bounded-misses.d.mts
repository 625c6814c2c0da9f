export function isNotFoundEntry(data: unknown): boolean;
export class BoundedMisses {
  constructor(max: number);
  get(key: string): { value: unknown; lastModified: number } | null;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}
