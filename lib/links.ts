/** Pages of artists and articles: their nav key when they have one, else their key (drops: lib/drops/links.ts). */
type Routed = { key: string; navKey: string | null };

export function artistHref(artist: Routed): string {
  return `/artists/${encodeURIComponent(artist.navKey ?? artist.key)}`;
}

export function articleHref(article: Routed): string {
  return `/articles/${encodeURIComponent(article.navKey ?? article.key)}`;
}

/** A user's public profile page (the route takes the key or the username). */
export function userHref(keyOrUsername: string): string {
  return `/users/${encodeURIComponent(keyOrUsername)}`;
}
