/**
 * Whether a page was reached by the visitor's own navigation (issue 29: cross-site logout by a
 * link): the browser's Sec-Fetch-Site says it came from this site ("same-origin") or from the
 * visitor directly ("none": typed, a bookmark). A link on another site ("cross-site", "same-site"),
 * or a client that does not say, proves nothing: the page then waits for the visitor's press.
 */
export function ownNavigation(secFetchSite: string | null): boolean {
  return secFetchSite === 'same-origin' || secFetchSite === 'none';
}
