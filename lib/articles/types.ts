import type { ArtistBrief, ImageSet, LinkRef } from '@/lib/content/types';

export type Article = {
  key: string;
  title: string;
  subtitle: string;
  summary: string;
  content: string;
  modified: string | null;
  cover: ImageSet;
  artist: ArtistBrief | null;
  drop: LinkRef | null;
  userBrief: string;
  ctaText: string;
  navKey: string | null;
  gated: boolean;
  contractType: 'ERC721' | 'ERC1155' | null;
  contractAddress: string | null;
  openseaLink: string | null;
  /** Token ids from the comma list n_tokens. */
  tokenIds: bigint[];
  gatedSummary: string;
};
