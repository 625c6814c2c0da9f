import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import type { DropEntry } from '@/lib/drops/drop-entry';
import { EVE_MINT } from '@/lib/drops/eve/config';
import { EVE_TOKEN_IDS } from '@/lib/drops/eve/token-ids';
import { LAYERS_CONTRACTS } from '@/lib/drops/layers/contracts';
import { ARTIST_TOKEN } from '@/lib/drops/membership/config';
import { DROPS } from '@/lib/drops/registry';
import { MEMBERSHIP_TOKEN } from '@/lib/profile/membership';
import {
  describeOwnedTokens,
  withChainBalances,
  knownCollection,
  ruledPicture,
  tearStatePicture,
  tokenPicture,
  tokenTitle,
  KNOWN_COLLECTIONS,
  type KnownCollection,
} from './known';

const MEMBER = '0x1111111111111111111111111111111111111111';
const TEARS = '0x2222222222222222222222222222222222222222';
const FOUNDER = '0x3333333333333333333333333333333333333333';
const known: KnownCollection[] = [
  { address: MEMBER, standard: 'erc721', kind: 'artist', prefix: 'Lushsux Member', artistKey: 'lushsux' },
  { address: TEARS, standard: 'erc1155', kind: 'onchain', prefix: 'Tear', titles: { '1': 'Alpha Tear', '2': 'Beta Tear' }, ids: [1n, 2n] },
  { address: FOUNDER, standard: 'erc1155', kind: 'membership', prefix: 'Founding Member Token', titles: { '0': 'Founding Member Token' } },
];
const lushsux = { key: 'a-lushsux', name: 'Lushsux', navKey: 'lushsux' };
const context = (address: string) =>
  address.toLowerCase() === MEMBER
    ? { artist: lushsux, drop: { key: 'd-lushsux', title: 'Lushsux Members', navKey: 'lushsux' } }
    : { artist: null, drop: null };

describe('the known collections (platform-core §3): what the client derives from contract + token ids', () => {
  it('titles a token by the collection’s names, else the prefix and the id', () => {
    expect(tokenTitle(known[2], 0n)).toBe('Founding Member Token');
    expect(tokenTitle(known[0], '7')).toBe('Lushsux Member #7');
    expect(tokenTitle(null, 3n)).toBe('Token #3');
  });

  it('puts the picture at nfts/{contract}/images/main/{id}.jpg on the assets host', () => {
    expect(tokenPicture('https://assets.example/', '0xAbC0000000000000000000000000000000000001', 5n)).toBe(
      'https://assets.example/nfts/0xabc0000000000000000000000000000000000001/images/main/5.jpg',
    );
  });

  it('puts a tear-type token’s picture in its state’s folder: base/, then tear-{state}/ and the last tear’s variant', () => {
    const at = (state: number, tearIdUsed: number[]) => tearStatePicture('https://assets.example', MEMBER, 7n, { state, tearIdUsed });
    const path = (folder: string) => `https://assets.example/nfts/${MEMBER}/images/main/${folder}7.jpg`;
    expect(at(0, [0])).toBe(path('base/'));
    expect(at(0, [])).toBe(path('base/'));
    expect(at(1, [0, 1])).toBe(path('tear-1/alpha/'));
    expect(at(1, [0, 2])).toBe(path('tear-1/beta/'));
    expect(at(2, [0, 2, 1])).toBe(path('tear-2/alpha/'));
    expect(at(3, [0, 1, 2, 2])).toBe(path('tear-3/beta/'));
    // The first entry is ignored (collections §3): a layer with none after it is alpha.
    expect(at(1, [2])).toBe(path('tear-1/alpha/'));
  });

  it('rules a reveal-type collection by the flag: the pre-reveal picture (or none) until revealed, then the plain path', () => {
    const keys = { address: MEMBER, pictures: 'reveal' } as const;
    const tear = { state: 0, tearIdUsed: [] };
    expect(ruledPicture(keys, '3', 'https://a', { tear, reveal: { revealed: false, image: 'https://a/pre.png' } })).toBe('https://a/pre.png');
    expect(ruledPicture(keys, '3', 'https://a', { tear, reveal: null })).toBeNull();
    expect(ruledPicture(keys, '3', 'https://a', { tear, reveal: { revealed: true, image: 'https://a/pre.png' } })).toBeUndefined();
    expect(ruledPicture({ address: MEMBER, pictures: 'tear-states' }, '3', 'https://a', { tear: { state: 2, tearIdUsed: [0, 1, 2] }, reveal: null })).toBe(
      `https://a/nfts/${MEMBER}/images/main/tear-2/beta/3.jpg`,
    );
    expect(ruledPicture({ address: MEMBER }, '3', 'https://a', { tear, reveal: null })).toBeUndefined();
  });

  it('takes the picture a rule gives (null: none to show), and the plain path where the rule gives none', () => {
    const view = describeOwnedTokens([{ contractAddress: MEMBER, tokenIds: ['1', '2', '3'] }], context, 'https://assets.example', known, (_c, id) =>
      id === '1' ? 'https://assets.example/prereveal.png' : id === '2' ? null : undefined,
    );
    expect(view[0].tokens.map((t) => t.picture)).toEqual([
      'https://assets.example/prereveal.png',
      null,
      `https://assets.example/nfts/${MEMBER}/images/main/3.jpg`,
    ]);
  });

  it('finds a collection whatever the address case', () => {
    expect(knownCollection(MEMBER.toUpperCase().replace('0X', '0x'), known)?.prefix).toBe('Lushsux Member');
    expect(knownCollection('0x9999999999999999999999999999999999999999', known)).toBeNull();
  });

  it('describes the platform’s entries: kind, titles, pictures, drop and artist; unknown contracts and foreign ids left out', () => {
    const view = describeOwnedTokens(
      [
        { contractAddress: MEMBER.toUpperCase().replace('0X', '0x'), tokenIds: ['3', '1', '3'] },
        { contractAddress: TEARS, tokenIds: ['0', '1', '2', '5'] },
        { contractAddress: '0x9999999999999999999999999999999999999999', tokenIds: ['1'] },
        { contractAddress: FOUNDER, tokenIds: [] },
      ],
      context,
      'https://assets.example',
      known,
    );
    expect(view).toEqual([
      {
        contractAddress: MEMBER,
        kind: 'artist',
        artist: lushsux,
        drop: { key: 'd-lushsux', title: 'Lushsux Members', navKey: 'lushsux' },
        tokens: [
          { tokenId: '1', title: 'Lushsux Member #1', picture: `https://assets.example/nfts/${MEMBER}/images/main/1.jpg` },
          { tokenId: '3', title: 'Lushsux Member #3', picture: `https://assets.example/nfts/${MEMBER}/images/main/3.jpg` },
        ],
      },
      {
        contractAddress: TEARS,
        kind: 'onchain',
        artist: null,
        drop: null,
        tokens: [
          { tokenId: '1', title: 'Alpha Tear', picture: `https://assets.example/nfts/${TEARS}/images/main/1.jpg` },
          { tokenId: '2', title: 'Beta Tear', picture: `https://assets.example/nfts/${TEARS}/images/main/2.jpg` },
        ],
      },
    ]);
  });
});

describe('the balance batches (platform-core §9): ids the client reads itself', () => {
  it('adds the ids held on the chain, drops the batched ids the chain says are gone, and keeps one entry per contract', () => {
    const merged = withChainBalances(
      [
        { contractAddress: MEMBER, tokenIds: ['1', '01', '5'] },
        { contractAddress: MEMBER.toUpperCase().replace('0X', '0x'), tokenIds: ['2'] },
        { contractAddress: TEARS, tokenIds: ['1'] },
      ],
      [
        // id 1 held, id 2 sold since the platform looked (balance 0); id 5 was not asked and stays.
        { address: MEMBER, ids: [1n, 2n], balances: [2n, 0n] },
        { address: FOUNDER, ids: [0n, 1n], balances: [1n, 0n] },
        { address: TEARS, ids: [1n, 2n], balances: [0n, 0n] },
      ],
    );
    expect(merged).toEqual([
      { contractAddress: MEMBER, tokenIds: ['1', '5'] },
      { contractAddress: FOUNDER, tokenIds: ['0'] },
    ]);
  });
});

describe('where the known collections come from: the site’s own and each registered drop’s entry', () => {
  it('knows the site’s tokens and every registered drop’s contracts on the devnet, each once', () => {
    const addresses = KNOWN_COLLECTIONS.map((c) => c.address.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    const fromDrops = Object.values<DropEntry>(DROPS).flatMap((d) => d.collections ?? []);
    expect(fromDrops.length).toBeGreaterThanOrEqual(14);
    for (const c of fromDrops) expect(knownCollection(c.address!)).toEqual(c);
    expect(knownCollection(MEMBERSHIP_TOKEN.address!)?.prefix).toBe('OX Member Token');
    expect(knownCollection(ARTIST_TOKEN.address!)?.balanceIds).toHaveLength(8);
  });

  it('titles the drops’ tokens from their entries: Black Feather, an Eve edition by its id, the tears', () => {
    expect(tokenTitle(knownCollection(BLACK_FEATHER.address!), 0n)).toBe('Black Feather');
    const [title, id] = Object.entries(EVE_TOKEN_IDS.editions)[0];
    expect(tokenTitle(knownCollection(EVE_MINT.editions.address!), id)).toBe(title);
    expect(tokenTitle(knownCollection(LAYERS_CONTRACTS.tears.address!), 2n)).toBe('Beta Tear');
  });
});
