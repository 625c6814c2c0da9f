import type { ImageSet } from '@/lib/content/types';
import type { Drop } from '@/lib/drops/types';

/** An asset (art item) in an artist's works. */
export type Asset = {
  key: string;
  name: string;
  artistKey: string | null;
  dropKey: string | null;
  price: string | null;
  currency: string;
  detail: string;
  auctionStartAt: string | null;
  auctionEndAt: string | null;
  edition: string;
  cover: ImageSet;
};

export type ArtistSocial = { facebook: string; instagram: string; twitter: string; discord: string; youtube: string };

export type Artist = {
  key: string;
  name: string;
  description: string;
  tagLine: string;
  info: string;
  drops: Drop[];
  totalDrops: number;
  assets: Asset[];
  totalAssets: number;
  cover: ImageSet;
  avatar: ImageSet;
  social: ArtistSocial;
  website: string;
  navKey: string | null;
};
