import type { ArtistBrief } from '@/lib/artists/types';
import type { ImageSet, LinkRef } from '@/lib/content/types';

/** An item of a drop (platform-core §3 drop item). */
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

/** An item with the drop, artist and article it belongs to (the product page). */
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

/** An owner of an item (drop-pages §7 "product owners"): the profile's key and name when there is one, and the wallet. */
export type ProductOwner = { userKey: string | null; username: string | null; walletAddress: string };

/** A wallet's entry in an item's draw (drop-pages §3). */
export type RaffleEntry = { productKey: string; walletAddress: string };

/** One bid of an auction (drop-pages §3 bid record): who bid what, and whom it outbid. */
export type BidRecord = { bidder: string; amount: string; previousBidder: string | null; previousAmount: string | null; created: string | null };

/** A post NFT of the members' landing (drop-pages §3), as its card shows it. */
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

/** A collection's marketplace figures (drop-pages §9), in ETH; null where the platform gave none ("--"). */
export type MarketStats = { floorPrice: number | null; volume30d: number | null; averagePrice30d: number | null };

/** A film-drop picture on the key collection's page (collections §7 get{name}PFPMetadata, §9): its id (1 to 14), name and image. */
export type FilmPicture = { id: number; name: string; image: string };
