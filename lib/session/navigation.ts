/** Against cross-site logout by a link: anything else waits for the visitor's press. */
export function ownNavigation(secFetchSite: string | null): boolean {
  return secFetchSite === 'same-origin' || secFetchSite === 'none';
}
