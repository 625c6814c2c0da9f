import { z } from 'zod';
import { addressSchema } from '@/lib/auth/schemas';
import type { Article } from '@/lib/articles/types';
import type { Artist, Asset } from '@/lib/artists/types';
import type { ArtistBrief, ImageSet, Paged } from '@/lib/content/types';
import type { BidRecord, Drop, DropItem, PostNft, ProductDetail, ProductOwner, RaffleEntry } from '@/lib/drops/types';
import type { User } from '@/lib/accounts/types';

export type { Article, Artist, ArtistBrief, Asset, Drop, DropItem, ImageSet, Paged, ProductDetail, User };

// platform-core §3: unknown fields are dropped; missing optional ones become null.

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const maybe = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => (v ?? null) as z.output<T> | null);
const url = maybe(z.string());
const HTTP_URL = /^https?:\/\//i;
// Links and images from the platform: http(s) only (no javascript:, data:, //host).
const webUrl = maybe(z.string()).transform((v) => (v && HTTP_URL.test(v.trim()) ? v.trim() : null));
const webText = text.transform((v) => (HTTP_URL.test(v.trim()) ? v.trim() : ''));
const date = maybe(z.string());

export const imageSetSchema = z
  .object({ lg: webUrl, sm: webUrl, mini: webUrl, original: webUrl, video: webUrl })
  .partial()
  .nullish()
  .transform((v) => ({
    lg: v?.lg ?? null,
    sm: v?.sm ?? null,
    mini: v?.mini ?? null,
    original: v?.original ?? null,
    video: v?.video ?? null,
  }));

export const userSchema = z
  .object({
    key: z.string(),
    firstname: text,
    lastname: text,
    username: text,
    email: text,
    role: z.enum(['user', 'artist', 'admin']).nullish(),
    avatar: imageSetSchema,
    banner: imageSetSchema,
    bio: text,
    created: date,
    social_twitter: text,
    social_instagram: text,
    social_site: text,
    social_facebook: text,
    social_discord: text,
    social_clubhouse: text,
    location: text,
    nonce_text: url,
    email_verified: z.boolean().nullish(),
    wallet_address: url,
    discord_id: url,
  })
  .transform((u) => ({
    key: u.key,
    firstName: u.firstname,
    lastName: u.lastname,
    username: u.username,
    displayName: `${u.firstname} ${u.lastname}`.trim(),
    email: u.email,
    role: u.role ?? 'user',
    avatar: u.avatar,
    banner: u.banner,
    bio: u.bio,
    created: u.created,
    social: {
      twitter: u.social_twitter,
      instagram: u.social_instagram,
      site: u.social_site,
      facebook: u.social_facebook,
      discord: u.social_discord,
      clubhouse: u.social_clubhouse,
    },
    location: u.location,
    nonceText: u.nonce_text,
    emailVerified: u.email_verified ?? false,
    address: u.wallet_address,
    discordId: u.discord_id,
  }));

export const artistBriefSchema = z
  .object({ key: z.string(), name: text, nav_key: url, avatar: imageSetSchema, userkey: url })
  .transform((a) => ({ key: a.key, name: a.name, navKey: a.nav_key, avatar: a.avatar, userKey: a.userkey }));

const linkRefSchema = z.object({ key: z.string(), title: text, nav_key: url }).transform((r) => ({ key: r.key, title: r.title, navKey: r.nav_key }));

const dropItemObject = z.object({
  key: z.string(),
  contract_address: url,
  currency: text,
  drop_type: text,
  picture: url,
  price: maybe(z.union([z.string(), z.number()]).transform(String)),
  price_reserve: maybe(z.union([z.string(), z.number()]).transform(String)),
  title: text,
  name: text,
  cover: imageSetSchema,
  edition: text,
  description: text,
  item_type: text,
  cta_button: text,
  blur: z.boolean().nullish(),
  created: date,
});

function mapDropItem(i: z.output<typeof dropItemObject>) {
  return {
    key: i.key,
    title: i.title || i.name,
    contractAddress: i.contract_address,
    currency: i.currency || 'ETH',
    dropType: i.drop_type,
    picture: i.picture,
    price: i.price,
    priceReserve: i.price_reserve,
    cover: i.cover,
    edition: i.edition,
    description: i.description,
    itemType: i.item_type,
    ctaButton: i.cta_button,
    blur: i.blur ?? false,
    created: i.created,
  };
}

export const dropItemSchema = dropItemObject.transform(mapDropItem);

export const productDetailSchema = dropItemObject
  .extend({ artist_info: maybe(artistBriefSchema), article_info: maybe(linkRefSchema), drop: url })
  .transform((p) => ({ ...mapDropItem(p), dropKey: p.drop, artistInfo: p.artist_info, articleInfo: p.article_info }));

export const dropSchema = z
  .object({
    key: z.string(),
    title: text,
    artist: url,
    artist_info: maybe(artistBriefSchema),
    auction_start: date,
    auction_end: date,
    description: text,
    summary: text,
    items: z.array(dropItemSchema).nullish(),
    totalItems: z.number().nullish(),
    cover: imageSetSchema,
    article_info: maybe(linkRefSchema),
    drop_mode: url,
    link: webUrl,
    text_button: url,
    tethered: z.boolean().nullish(),
    hidden_launch: z.boolean().nullish(),
    featured: z.boolean().nullish(),
    nav_key: url,
    release_date: date,
    end_date: date,
  })
  .transform((d) => ({
    key: d.key,
    title: d.title,
    artistKey: d.artist,
    artistInfo: d.artist_info,
    auctionStart: d.auction_start,
    auctionEnd: d.auction_end,
    description: d.description,
    summary: d.summary,
    items: d.items ?? [],
    totalItems: d.totalItems ?? d.items?.length ?? 0,
    cover: d.cover,
    articleInfo: d.article_info,
    dropMode: d.drop_mode,
    link: d.link,
    textButton: d.text_button,
    tethered: d.tethered ?? false,
    hiddenLaunch: d.hidden_launch ?? false,
    featured: d.featured ?? false,
    navKey: d.nav_key,
    releaseDate: d.release_date,
    endDate: d.end_date,
  }));

export const assetSchema = z
  .object({
    key: z.string(),
    name: text,
    title: text,
    artist: url,
    drop: url,
    price: maybe(z.union([z.string(), z.number()]).transform(String)),
    currency: text,
    detail: text,
    description: text,
    auction_start_at: date,
    auction_end_at: date,
    edition: text,
    cover: imageSetSchema,
    owner_detail: z.unknown().optional(),
  })
  .transform((a) => ({
    key: a.key,
    name: a.name || a.title,
    artistKey: a.artist,
    dropKey: a.drop,
    price: a.price,
    currency: a.currency || 'ETH',
    detail: a.detail || a.description,
    auctionStartAt: a.auction_start_at,
    auctionEndAt: a.auction_end_at,
    edition: a.edition,
    cover: a.cover,
  }));

const socialSchema = z
  .object({ facebook: text, instagram: text, twitter: text, discord: text, youtube: text })
  .partial()
  .nullish()
  .transform((s) => ({
    facebook: s?.facebook ?? '',
    instagram: s?.instagram ?? '',
    twitter: s?.twitter ?? '',
    discord: s?.discord ?? '',
    youtube: s?.youtube ?? '',
  }));

export const artistSchema = z
  .object({
    key: z.string(),
    name: text,
    description: text,
    tag_line: text,
    info: text,
    drops: z.array(dropSchema).nullish(),
    totalDrops: z.number().nullish(),
    assets: z.array(assetSchema).nullish(),
    totalAssets: z.number().nullish(),
    cover: imageSetSchema,
    avatar: imageSetSchema,
    social: socialSchema,
    url_website: webText,
    nav_key: url,
  })
  .transform((a) => ({
    key: a.key,
    name: a.name,
    description: a.description,
    tagLine: a.tag_line,
    info: a.info,
    drops: a.drops ?? [],
    totalDrops: a.totalDrops ?? a.drops?.length ?? 0,
    assets: a.assets ?? [],
    totalAssets: a.totalAssets ?? a.assets?.length ?? 0,
    cover: a.cover,
    avatar: a.avatar,
    social: a.social,
    website: a.url_website,
    navKey: a.nav_key,
  }));

export const articleSchema = z
  .object({
    key: z.string(),
    title: text,
    subtitle: text,
    summary: text,
    content: text,
    modified: date,
    cover: imageSetSchema,
    artist_related_doc: maybe(artistBriefSchema),
    drop_related_doc: maybe(linkRefSchema),
    user_brief: text,
    cta_text: text,
    nav_key: url,
    gated: z.boolean().nullish(),
    contract_type: maybe(z.enum(['ERC721', 'ERC1155'])),
    contract_address: url,
    opensea_link: webUrl,
    n_tokens: maybe(z.union([z.string(), z.number()]).transform(String)),
    gated_summary: text,
  })
  .transform((a) => ({
    key: a.key,
    title: a.title,
    subtitle: a.subtitle,
    summary: a.summary,
    content: a.content,
    modified: a.modified,
    cover: a.cover,
    artist: a.artist_related_doc,
    drop: a.drop_related_doc,
    userBrief: a.user_brief,
    ctaText: a.cta_text,
    navKey: a.nav_key,
    gated: a.gated ?? false,
    contractType: a.contract_type,
    contractAddress: a.contract_address,
    openseaLink: a.opensea_link,
    tokenIds: (a.n_tokens ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => /^\d+$/.test(t))
      .map((t) => BigInt(t)),
    gatedSummary: a.gated_summary,
  }));

export const nftProductSchema = z
  .object({
    key: z.string(),
    description: text,
    picture: webUrl,
    eth_price: maybe(z.union([z.string(), z.number()]).transform(String)),
    usd_price: maybe(z.union([z.string(), z.number()]).transform(String)),
    created: date,
    modified: date,
    price: maybe(z.union([z.string(), z.number()]).transform(String)),
    attributes: z.record(z.string(), z.unknown()).nullish(),
  })
  .transform((p) => ({
    key: p.key,
    description: p.description,
    picture: p.picture,
    ethPrice: p.eth_price,
    usdPrice: p.usd_price,
    created: p.created,
    modified: p.modified,
    price: p.price,
    attributes: p.attributes ?? {},
  }));
export type NftProduct = z.output<typeof nftProductSchema>;

const count = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
  });
const maybeCount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Math.floor(Number(v))));

/** drop-pages §3 */
const postAttributesSchema = z
  .object({
    token_no: maybeCount,
    post_no: maybeCount,
    post_type: text,
    post_category: text,
    post_date: date,
    post_likes_count: count,
    post_comments_count: count,
    caption_word_count: count,
    caption_letter_count: count,
    post_tagged_user: text,
    post_content_1: text,
    post_content_2: text,
    post_content_3: text,
  })
  .partial()
  .nullish();

/** drop-pages §7 */
export const postNftSchema = z
  .object({
    key: z.string(),
    description: text,
    picture: webUrl,
    eth_price: maybe(z.union([z.string(), z.number()]).transform(String)),
    price: maybe(z.union([z.string(), z.number()]).transform(String)),
    attributes: postAttributesSchema,
  })
  .transform((p): PostNft => ({
    key: p.key,
    description: p.description,
    picture: p.picture,
    price: p.eth_price ?? p.price,
    tokenNo: p.attributes?.token_no ?? null,
    postNo: p.attributes?.post_no ?? null,
    type: p.attributes?.post_type ?? '',
    category: p.attributes?.post_category ?? '',
    date: p.attributes?.post_date ?? null,
    likes: p.attributes?.post_likes_count ?? 0,
    comments: p.attributes?.post_comments_count ?? 0,
    captionWords: p.attributes?.caption_word_count ?? 0,
    captionLetters: p.attributes?.caption_letter_count ?? 0,
    taggedUser: p.attributes?.post_tagged_user ?? '',
    contents: [p.attributes?.post_content_1, p.attributes?.post_content_2, p.attributes?.post_content_3].filter((c): c is string => Boolean(c)),
  }));

export const highlightSchema = z.object({ created: date, description: text, link: url, picture: url, title: text });
export type Highlight = z.output<typeof highlightSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      current_page: z.number(),
      total_pages: z.number(),
      has_next_page: z.boolean(),
      total_count: z.number(),
      item_count: z.number(),
      items: z.array(item),
    })
    .transform((p) => ({
      currentPage: p.current_page,
      totalPages: p.total_pages,
      hasNextPage: p.has_next_page,
      totalCount: p.total_count,
      itemCount: p.item_count,
      items: p.items as z.output<T>[],
    }));
}

export const authResultSchema = z
  .object({ user: userSchema, token: z.string(), wallet_address: url })
  .transform((r) => ({ user: r.user, token: r.token, address: r.wallet_address ?? r.user.address }));
export type AuthResult = z.output<typeof authResultSchema>;

export const siteSettingsSchema = z.object({ term_of_service: text }).transform((s) => ({ termsOfService: s.term_of_service }));

export const transactionSchema = z
  .object({ key: z.string(), currency: z.enum(['USD', 'ETH']), amount: z.string(), kind: text, description: text, status: text, tx_hash: url, created: date })
  .transform((t) => ({
    key: t.key,
    currency: t.currency,
    amount: t.amount,
    kind: t.kind,
    description: t.description,
    status: t.status,
    txHash: t.tx_hash,
    created: t.created,
  }));
export type Transaction = z.output<typeof transactionSchema>;

const ethAddress = addressSchema;
const ethAmount = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'not an ETH amount');

/** drop-pages §3; platform-core §3 allows walletAddress or wallet_address. */
export const raffleEntrySchema = z
  .object({ product_key: z.string(), wallet_address: ethAddress.optional(), walletAddress: ethAddress.optional() })
  .transform((e) => ({ productKey: e.product_key, walletAddress: (e.wallet_address ?? e.walletAddress ?? '') as string }));

/** drop-pages §7 "product owners" (an extension) */
export const productOwnerSchema = z
  .object({ key: z.string().nullish(), username: z.string().nullish(), wallet_address: ethAddress })
  .transform((o): ProductOwner => ({ userKey: o.key ?? null, username: o.username || null, walletAddress: o.wallet_address }));

export const bidRecordSchema = z
  .object({
    bid_info: z.object({ new_bidder: ethAddress, new_amount: ethAmount, old_bidder: ethAddress.nullish(), old_amount: ethAmount.nullish() }),
    created: date,
  })
  .transform((b) => ({
    bidder: b.bid_info.new_bidder,
    amount: b.bid_info.new_amount,
    previousBidder: b.bid_info.old_bidder ?? null,
    previousAmount: b.bid_info.old_amount ?? null,
    created: b.created,
  }));

const signature = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'not a signature')
  .transform((h) => h as `0x${string}`);

/** drop-pages §3 */
export const snipeClaimSchema = z.object({ token_id: z.number().int().positive(), hash: signature }).transform((c) => ({ tokenId: c.token_id, hash: c.hash }));

/** drop-pages §3 */
export const whitelistEntrySchema = z.object({ address: ethAddress, allocated: z.number().int().positive(), hash: signature });

// A drift between a schema and its domain type fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const parsesInto: [
  Same<z.output<typeof imageSetSchema>, ImageSet>,
  Same<z.output<typeof userSchema>, User>,
  Same<z.output<typeof artistBriefSchema>, ArtistBrief>,
  Same<z.output<typeof dropItemSchema>, DropItem>,
  Same<z.output<typeof productDetailSchema>, ProductDetail>,
  Same<z.output<typeof dropSchema>, Drop>,
  Same<z.output<typeof raffleEntrySchema>, RaffleEntry>,
  Same<z.output<typeof bidRecordSchema>, BidRecord>,
  Same<z.output<typeof assetSchema>, Asset>,
  Same<z.output<typeof artistSchema>, Artist>,
  Same<z.output<typeof articleSchema>, Article>,
] = [true, true, true, true, true, true, true, true, true, true, true];
void parsesInto;

const tokenId = z.union([z.string().regex(/^\d{1,78}$/), z.number().int().nonnegative()]).transform(String);

/** collections §3 */
export const ownedTokensSchema = z
  .object({ contract_address: ethAddress, token_ids: z.array(tokenId) })
  .transform((o) => ({ contractAddress: o.contract_address, tokenIds: o.token_ids }));

/** collections §3 "Owned item"; key, cover, artist_info and acquired are declared extensions. */
export const ownedItemSchema = z
  .object({
    key: z.string().optional(),
    contract_address: url,
    token_id: maybe(tokenId),
    title: text,
    picture: webUrl,
    data_drop: maybe(linkRefSchema),
    cover: imageSetSchema,
    artist_info: maybe(artistBriefSchema),
    acquired: date,
  })
  .transform((p) => ({
    key: p.key ?? null,
    contractAddress: p.contract_address,
    tokenId: p.token_id,
    title: p.title,
    picture: p.picture,
    cover: p.cover,
    artistInfo: p.artist_info,
    drop: p.data_drop,
    acquired: p.acquired,
  }));

/** collections §3 "NFT metadata" */
export const assetMetadataSchema = z
  .object({ name: text, description: text, image: webUrl })
  .transform((m) => ({ name: m.name, description: m.description, image: m.image }));
