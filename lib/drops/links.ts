/** The page of a drop: its nav key when it has one (special drops are routed by it), else its key. */
export function dropHref(drop: { key: string; navKey: string | null }): string {
  return `/drops/${encodeURIComponent(drop.navKey ?? drop.key)}`;
}
