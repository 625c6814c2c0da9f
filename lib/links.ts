type Routed = { key: string; navKey: string | null };

export function artistHref(artist: Routed): string {
  return `/artists/${encodeURIComponent(artist.navKey ?? artist.key)}`;
}

export function articleHref(article: Routed): string {
  return `/articles/${encodeURIComponent(article.navKey ?? article.key)}`;
}

export function userHref(keyOrUsername: string): string {
  return `/users/${encodeURIComponent(keyOrUsername)}`;
}
