/** A new address takes over password resets; a wallet account without one may set it freely. */
export function emailChangeNeedsPassword(current: string | null | undefined, next: string): boolean {
  return Boolean(current) && current!.trim().toLowerCase() !== next.trim().toLowerCase();
}
