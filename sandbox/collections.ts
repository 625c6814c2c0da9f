import { DESICCATION_EDITIONS } from '../lib/drops/desiccation/config';
import { EVE_TOKEN_IDS } from '../lib/drops/eve/token-ids';
import { titlesById, type CollectionKind } from '../lib/collections/listing';

/**
 * The NFT collections the platform stand-in knows: for each devnet contract (by its name in
 * sandbox/contracts.ts), what kind of holding it is on a profile (collections §2: membership,
 * on-chain drop tokens, an artist's own collection), the drop and artist it belongs to, and the
 * metadata the asset calls answer. A contract not listed here (the auction house) holds no art.
 */
export type { CollectionKind };

export type Collection = {
  contract: string;
  standard: 'erc721' | 'erc1155';
  kind: CollectionKind;
  /** The title prefix: a token's name is `${name} #${id}` unless `titles` names it. */
  name: string;
  titles?: Readonly<Record<string, string>>;
  description: string;
  drop: string | null;
  artist: string | null;
};

export const COLLECTIONS: readonly Collection[] = [
  {
    contract: 'MembershipToken',
    standard: 'erc1155',
    kind: 'membership',
    name: 'OX Member Token',
    titles: { '1': 'OX Member Token' },
    drop: null,
    artist: null,
    description: 'The one-time DRP membership token: whitelist access, the members’ Discord and genesis NFTs by guest artists.',
  },
  {
    contract: 'FoundingMemberToken',
    standard: 'erc1155',
    kind: 'membership',
    name: 'Founding Member Token',
    titles: { '0': 'Founding Member Token' },
    drop: 'd-membership-token',
    artist: 'a-lushsux',
    description: 'One of the 2,000 founding member tokens of the Lushsux members’ club.',
  },
  {
    contract: 'MemberToken',
    standard: 'erc721',
    kind: 'artist',
    name: 'Lushsux Member',
    drop: 'd-lushsux',
    artist: 'a-lushsux',
    description: 'A Lushsux members’ token: its holder’s tier opens the VR editions and the members’ draws.',
  },
  {
    contract: 'ArtistToken',
    standard: 'erc1155',
    kind: 'artist',
    name: 'Revolution Studio Token',
    drop: null,
    artist: 'a-revolution',
    description: 'An artist token of Revolution Studio’s own collection, counted for the June 2022 draw.',
  },
  {
    contract: 'BlackFeather',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Black Feather',
    titles: { '0': 'Black Feather' },
    drop: 'd-blackfeather',
    artist: 'a-revolution',
    description: 'The Black Feather: an edition of 2,000 that unlocks the members’ letters.',
  },
  {
    contract: 'DesiccationEditions',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Desiccation',
    titles: Object.fromEntries(DESICCATION_EDITIONS.map((e) => [e.tokenId.toString(), e.title])),
    drop: 'd-desiccation',
    artist: 'a-shintaro',
    description: 'An edition of Shintaro Kago’s Desiccation.',
  },
  {
    contract: 'BullsPowerTethered',
    standard: 'erc721',
    kind: 'onchain',
    name: 'Bulls Power',
    drop: 'd-snipe-tethered',
    artist: 'a-snipe',
    description: 'A Bulls Power edition, tethered to its signed print.',
  },
  {
    contract: 'LushsuxVR',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Lushsux VR-001',
    drop: 'd-lushsux-vr',
    artist: 'a-lushsux',
    description: 'A Lushsux VR-001 token.',
  },
  {
    contract: 'LushsuxVR002',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Lushsux VR-002',
    drop: 'd-lushsux-vr002',
    artist: 'a-lushsux',
    description: 'A Lushsux VR-002 edition.',
  },
  {
    contract: 'JokerPrintClaim',
    standard: 'erc721',
    kind: 'onchain',
    name: 'Joker Print',
    drop: 'd-lushsux-joker',
    artist: 'a-lushsux',
    description: 'A claimed Joker print, tethered to the physical piece.',
  },
  {
    contract: 'EveEditions',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'The Eve of Revolution',
    titles: titlesById(EVE_TOKEN_IDS.editions),
    drop: 'd-eve',
    artist: 'a-revolution',
    description: 'An edition of The Eve of Revolution.',
  },
  {
    contract: 'EveStoryboard',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Eve Storyboard',
    titles: titlesById(EVE_TOKEN_IDS.storyboard),
    drop: 'd-eve',
    artist: 'a-revolution',
    description: 'A storyboard frame of The Eve of Revolution.',
  },
  {
    contract: 'VhilsSource',
    standard: 'erc721',
    kind: 'onchain',
    name: 'Vhils Surface',
    drop: 'd-vhils',
    artist: 'a-vhils',
    description: 'A Vhils Surface token; three of them burn for the Burned Portrait.',
  },
  {
    contract: 'VhilsBurn',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Burned Portrait',
    drop: 'd-vhilsburn',
    artist: 'a-vhils',
    description: 'The Burned Portrait, minted by burning three Vhils tokens.',
  },
  {
    contract: 'VhilsLayers',
    standard: 'erc721',
    kind: 'onchain',
    name: 'LAYER',
    drop: 'd-vhilsnew',
    artist: 'a-vhils',
    description: 'A genesis LAYER: three tears reveal its artwork.',
  },
  {
    contract: 'SynthiaKeys',
    standard: 'erc721',
    kind: 'onchain',
    name: 'Synthia Key',
    drop: 'd-synthia',
    artist: 'a-synthia',
    description: 'A Synthia key: three months of premium chat and a say in what the character becomes.',
  },
  {
    contract: 'VhilsTears',
    standard: 'erc1155',
    kind: 'onchain',
    name: 'Tear',
    titles: { '1': 'Alpha Tear', '2': 'Beta Tear' },
    drop: 'd-vhilsnew',
    artist: 'a-vhils',
    description: 'A tear: applied to a LAYER, it reveals two of its traits.',
  },
];

export const tokenTitle = (c: Collection, id: bigint) => c.titles?.[id.toString()] ?? `${c.name} #${id}`;
