import type { ArtistBrief, ImageSet, LinkRef } from '@/lib/content/types';

// platform-core §3
export type DropItem = {
  key: string;
  title: string;
  contractAddress: string | null;
  currency: string;
  dropType: string;
  picture: string | null;
  price: string | null;
  priceReserve: string | null;
  cover: ImageSet;
  edition: string;
  description: string;
  itemType: string;
  ctaButton: string;
  blur: boolean;
  created: string | null;
};

export type ProductDetail = DropItem & { dropKey: string | null; artistInfo: ArtistBrief | null; articleInfo: LinkRef | null };

export type Drop = {
  key: string;
  title: string;
  artistKey: string | null;
  artistInfo: ArtistBrief | null;
  auctionStart: string | null;
  auctionEnd: string | null;
  description: string;
  summary: string;
  items: DropItem[];
  totalItems: number;
  cover: ImageSet;
  articleInfo: LinkRef | null;
  dropMode: string | null;
  link: string | null;
  textButton: string | null;
  tethered: boolean;
  hiddenLaunch: boolean;
  featured: boolean;
  navKey: string | null;
  releaseDate: string | null;
  endDate: string | null;
};

// drop-pages §7
export type ProductOwner = { userKey: string | null; username: string | null; walletAddress: string };

// drop-pages §3
export type RaffleEntry = { productKey: string; walletAddress: string };

// drop-pages §3
export type BidRecord = { bidder: string; amount: string; previousBidder: string | null; previousAmount: string | null; created: string | null };

// drop-pages §3
export type PostNft = {
  key: string;
  description: string;
  picture: string | null;
  price: string | null;
  tokenNo: number | null;
  postNo: number | null;
  type: string;
  category: string;
  date: string | null;
  likes: number;
  comments: number;
  captionWords: number;
  captionLetters: number;
  taggedUser: string;
  contents: string[];
};

/** drop-pages §9, in ETH; null where the platform gave "--". */
export type MarketStats = { floorPrice: number | null; volume30d: number | null; averagePrice30d: number | null };

// collections §7, §9; id 1 to 14
export type FilmPicture = { id: number; name: string; image: string };
