// collections §2. Pure: the page and the client view share it.
export type GalleryKind = 'membership' | 'onchain' | 'artist' | 'drop';

export const GALLERY_GROUPS: ReadonlyArray<{ kind: GalleryKind; heading: string }> = [
  { kind: 'membership', heading: 'Membership' },
  { kind: 'onchain', heading: 'On-chain' },
  { kind: 'artist', heading: 'Artist collections' },
  { kind: 'drop', heading: 'Drop items' },
];

export type GalleryEntry = {
  id: string;
  kind: GalleryKind;
  title: string;
  picture: string | null;
  href: string | null;
  artist: { key: string; name: string } | null;
  /** Platform order within the kind. */
  position: number;
};

type OwnedTokens = {
  contractAddress: string;
  kind: 'membership' | 'onchain' | 'artist';
  artist: { key: string; name: string } | null;
  tokens: Array<{ tokenId: string; title: string; picture: string | null }>;
};
type OwnedItem = {
  key: string | null;
  contractAddress?: string | null;
  tokenId?: string | null;
  title: string;
  picture: string | null;
  cover: { sm: string | null; lg: string | null };
  artistInfo: { key: string; name: string } | null;
};

/** platform-core §2 */
const DETAIL: Record<Exclude<GalleryKind, 'drop'>, string> = { membership: 'membership', onchain: 'asset', artist: 'product' };

/** Drop items only with `dropItems` (a verified e-mail). */
export function galleryEntries(
  tokens: readonly OwnedTokens[],
  items: readonly OwnedItem[],
  { dropItems, from }: { dropItems: boolean; from: string },
): GalleryEntry[] {
  const out: GalleryEntry[] = [];
  const back = `?from=${encodeURIComponent(from)}`;
  for (const group of tokens) {
    for (const t of group.tokens) {
      const contract = group.contractAddress.toLowerCase();
      out.push({
        id: `${contract}:${t.tokenId}`,
        kind: group.kind,
        title: t.title,
        picture: t.picture,
        href: `/users/${DETAIL[group.kind]}/${contract}/${t.tokenId}${back}`,
        artist: group.artist && { key: group.artist.key, name: group.artist.name },
        position: out.length,
      });
    }
  }
  if (dropItems) {
    for (const [i, item] of items.entries()) {
      out.push({
        id: `item:${item.key ?? `${item.contractAddress ?? ''}:${item.tokenId ?? ''}:${i}`}`,
        kind: 'drop',
        title: item.title,
        picture: item.cover.sm ?? item.picture ?? item.cover.lg,
        href: item.key ? `/users/nft/${encodeURIComponent(item.key)}${back}` : null,
        artist: item.artistInfo && { key: item.artistInfo.key, name: item.artistInfo.name },
        position: out.length,
      });
    }
  }
  return out;
}

export type ArtistFilter = 'all' | 'member' | `artist:${string}`;

export const GALLERY_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'title-asc', label: 'Title: A to Z' },
  { value: 'title-desc', label: 'Title: Z to A' },
  { value: 'artist-asc', label: 'Artist: A to Z' },
] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number]['value'];

export type GalleryView = { artist: ArtistFilter; search: string; sort: GallerySort };
export const DEFAULT_GALLERY_VIEW: GalleryView = { artist: 'all', search: '', sort: 'default' };

export function artistFilters(entries: readonly GalleryEntry[]): Array<{ value: ArtistFilter; label: string }> {
  const artists = new Map<string, string>();
  for (const e of entries) if (e.artist && e.kind !== 'membership') artists.set(e.artist.key, e.artist.name);
  return [
    { value: 'all', label: 'All' },
    { value: 'member', label: 'DRP Member' },
    ...[...artists].sort((a, b) => a[1].localeCompare(b[1])).map(([key, name]) => ({ value: `artist:${key}` as const, label: name })),
  ];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

export function viewGallery(entries: readonly GalleryEntry[], view: GalleryView): Array<{ kind: GalleryKind; heading: string; entries: GalleryEntry[] }> {
  const needle = view.search.trim().toLowerCase();
  const shown = entries.filter((e) => {
    if (view.artist === 'member' && e.kind !== 'membership') return false;
    if (view.artist.startsWith('artist:') && (e.kind === 'membership' || e.artist?.key !== view.artist.slice('artist:'.length))) return false;
    return !needle || e.title.toLowerCase().includes(needle);
  });
  const order: Record<GallerySort, (a: GalleryEntry, b: GalleryEntry) => number> = {
    default: (a, b) => a.position - b.position,
    'title-asc': (a, b) => byText(a.title, b.title) || a.position - b.position,
    'title-desc': (a, b) => byText(b.title, a.title) || a.position - b.position,
    'artist-asc': (a, b) => byText(a.artist?.name ?? '', b.artist?.name ?? '') || byText(a.title, b.title),
  };
  return GALLERY_GROUPS.map((g) => ({ ...g, entries: shown.filter((e) => e.kind === g.kind).sort(order[view.sort]) })).filter((g) => g.entries.length > 0);
}
