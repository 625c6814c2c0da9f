export type SearchParams = Record<string, string | string[] | undefined>;

/** The first of a repeated parameter, so a page never meets an array where it expects text. */
export function firstParam(query: SearchParams, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}
