/** A page's search parameters as Next gives them: a repeated parameter is an array. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * One value of a search parameter: the first of a repeated one (`?next=/a&next=/b` is `/a`), so a
 * page never meets an array where it expects text (issue 29: that answered 500).
 */
export function firstParam(query: SearchParams, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}
