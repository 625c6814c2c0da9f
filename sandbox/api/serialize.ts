import type { Row } from '../db/db';

/** Row → platform API shape (snake_case, as platform-core §3 names the fields). */

/** Makes the sandbox's relative image paths absolute, leaving absolute URLs and nulls alone. */
export function absolutize<T>(value: T, baseUrl: string): T {
  if (typeof value === 'string') return (value.startsWith('/') ? baseUrl + value : value) as T;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, baseUrl)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, baseUrl)])) as T;
  }
  return value;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function artistBrief(r: Row, base: string) {
  return absolutize({ key: r.key, name: r.name, nav_key: r.nav_key, avatar: r.avatar, userkey: r.key }, base);
}

export function serializeArtist(r: Row, base: string, extra: { drops?: unknown[]; assets?: unknown[] } = {}) {
  return absolutize(
    {
      key: r.key,
      name: r.name,
      description: r.description,
      tag_line: r.tag_line,
      info: r.info,
      cover: r.cover,
      avatar: r.avatar,
      social: r.social,
      url_website: r.url_website,
      nav_key: r.nav_key,
      drops: extra.drops ?? [],
      totalDrops: extra.drops?.length ?? 0,
      assets: extra.assets ?? [],
      totalAssets: extra.assets?.length ?? 0,
    },
    base,
  );
}

export function serializeItem(r: Row, base: string) {
  return absolutize(
    {
      key: r.key,
      drop: r.drop_key,
      title: r.title,
      name: r.title,
      contract_address: r.contract_address,
      currency: r.currency,
      drop_type: r.drop_type,
      price: r.price,
      price_reserve: r.price_reserve,
      picture: r.cover?.lg ?? null,
      cover: r.cover,
      edition: r.edition,
      description: r.description,
      item_type: r.item_type,
      cta_button: r.cta_button,
      blur: r.blur,
      created: iso(r.created),
    },
    base,
  );
}

export function serializeProduct(r: Row, artist: Row | null, article: Row | null, base: string) {
  return {
    ...serializeItem(r, base),
    artist_info: artist ? artistBrief(artist, base) : null,
    article_info: article ? { key: article.key, title: article.title, nav_key: article.nav_key } : null,
  };
}

export function serializeDrop(r: Row, artist: Row | null, items: Row[], article: Row | null, base: string) {
  return absolutize(
    {
      key: r.key,
      title: r.title,
      artist: r.artist_key,
      artist_info: artist ? artistBrief(artist, base) : null,
      auction_start: iso(r.auction_start),
      auction_end: iso(r.auction_end),
      description: r.description,
      summary: r.summary,
      items: items.map((i) => serializeItem(i, base)),
      totalItems: items.length,
      cover: r.cover,
      article_info: article ? { key: article.key, title: article.title, nav_key: article.nav_key } : null,
      drop_mode: r.drop_mode,
      link: r.link,
      text_button: r.text_button,
      tethered: r.tethered,
      hidden_launch: r.hidden_launch,
      featured: r.featured,
      nav_key: r.nav_key,
      release_date: iso(r.release_date),
      end_date: iso(r.end_date),
    },
    base,
  );
}

export function serializeArticle(r: Row, artist: Row | null, drop: Row | null, base: string) {
  return absolutize(
    {
      key: r.key,
      title: r.title,
      subtitle: r.subtitle,
      summary: r.summary,
      content: r.content,
      modified: iso(r.modified),
      cover: r.cover,
      artist_related_doc: artist ? artistBrief(artist, base) : null,
      drop_related_doc: drop ? { key: drop.key, title: drop.title, nav_key: drop.nav_key } : null,
      user_brief: r.user_brief,
      cta_text: r.cta_text,
      nav_key: r.nav_key,
      gated: r.gated,
      contract_type: r.contract_type,
      contract_address: r.contract_address,
      opensea_link: r.opensea_link,
      n_tokens: r.n_tokens,
      gated_summary: r.gated_summary,
    },
    base,
  );
}

/** A user as the platform returns it; private fields only for the owner. */
export function serializeUser(r: Row, base: string, owner: boolean) {
  const pub = {
    key: r.key,
    firstname: r.firstname,
    lastname: r.lastname,
    username: r.username,
    role: r.role,
    avatar: r.avatar,
    banner: r.banner,
    bio: r.bio,
    created: iso(r.created),
    social_twitter: r.social_twitter,
    social_instagram: r.social_instagram,
    social_site: r.social_site,
    social_facebook: r.social_facebook,
    social_discord: r.social_discord,
    social_clubhouse: r.social_clubhouse,
    location: r.location,
    email_verified: r.email_verified,
    wallet_address: r.wallet_address,
  };
  return absolutize(owner ? { ...pub, email: r.email, discord_id: r.discord_id } : pub, base);
}
