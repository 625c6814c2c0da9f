import { artistFilters, DEFAULT_GALLERY_VIEW, galleryEntries, viewGallery } from './gallery';

const MEMBERSHIP = '0x9A676e781A523b5d0C0e43731313A708CB607508';
const FEATHER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const MEMBER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const revolution = { key: 'a-revolution', name: 'Revolution Studio' };
const lushsux = { key: 'a-lushsux', name: 'Lushsux' };

const tokens = [
  { contractAddress: MEMBERSHIP, kind: 'membership' as const, artist: null, tokens: [{ tokenId: '1', title: 'OX Member Token', picture: 'http://a/m.jpg' }] },
  { contractAddress: FEATHER, kind: 'onchain' as const, artist: revolution, tokens: [{ tokenId: '0', title: 'Black Feather', picture: null }] },
  {
    contractAddress: MEMBER,
    kind: 'artist' as const,
    artist: lushsux,
    tokens: [
      { tokenId: '2', title: 'Lushsux Member #2', picture: 'http://a/2.jpg' },
      { tokenId: '1', title: 'Lushsux Member #1', picture: 'http://a/1.jpg' },
    ],
  },
];
const items = [
  { key: 'i-low-tide', title: 'Low Tide', picture: null, cover: { sm: 'http://a/low.png', lg: null }, artistInfo: { key: 'a-ribeiro', name: 'Ana Ribeiro' } },
  { key: 'i-wall', title: 'Wall at 3am', picture: null, cover: { sm: null, lg: null }, artistInfo: lushsux },
];

const entries = galleryEntries(tokens, items, { dropItems: true, from: 'collector' });

test('entries link each kind to its detail route and back to the profile', () => {
  expect(entries.map((e) => e.href)).toEqual([
    `/users/membership/${MEMBERSHIP.toLowerCase()}/1?from=collector`,
    `/users/asset/${FEATHER.toLowerCase()}/0?from=collector`,
    `/users/product/${MEMBER.toLowerCase()}/2?from=collector`,
    `/users/product/${MEMBER.toLowerCase()}/1?from=collector`,
    '/users/nft/i-low-tide?from=collector',
    '/users/nft/i-wall?from=collector',
  ]);
  expect(entries.find((e) => e.id === 'item:i-low-tide')!.picture).toBe('http://a/low.png');
  expect(entries.find((e) => e.id === 'item:i-wall')!.picture).toBeNull();
});

test('a drop item the platform gave no key is listed without a link, apart from the tokens', () => {
  const [keyless] = galleryEntries(
    [],
    [{ key: null, contractAddress: MEMBER, tokenId: '2', title: 'Print', picture: null, cover: { sm: null, lg: null }, artistInfo: null }],
    { dropItems: true, from: 'collector' },
  );
  expect(keyless).toMatchObject({ href: null, title: 'Print' });
  expect(entries.map((e) => e.id)).not.toContain(keyless.id);
});

test('drop items are left out without a verified e-mail', () => {
  const unverified = galleryEntries(tokens, items, { dropItems: false, from: 'newbie' });
  expect(unverified.some((e) => e.kind === 'drop')).toBe(false);
  expect(unverified).toHaveLength(4);
});

test('groups come in the kinds’ order, empty ones left out', () => {
  expect(viewGallery(entries, DEFAULT_GALLERY_VIEW).map((g) => g.heading)).toEqual(['Membership', 'On-chain', 'Artist collections', 'Drop items']);
  expect(
    viewGallery(
      entries.filter((e) => e.kind !== 'onchain'),
      DEFAULT_GALLERY_VIEW,
    ).map((g) => g.kind),
  ).toEqual(['membership', 'artist', 'drop']);
});

test('the artist filter offers All, DRP Member and each artist by name; membership is not an artist’s', () => {
  expect(artistFilters(entries).map((f) => f.label)).toEqual(['All', 'DRP Member', 'Ana Ribeiro', 'Lushsux', 'Revolution Studio']);
  const member = viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, artist: 'member' });
  expect(member.flatMap((g) => g.entries.map((e) => e.title))).toEqual(['OX Member Token']);
  const lush = viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, artist: 'artist:a-lushsux' });
  expect(lush.flatMap((g) => g.entries.map((e) => e.title))).toEqual(['Lushsux Member #2', 'Lushsux Member #1', 'Wall at 3am']);
});

test('search matches titles, case-insensitively, with the filter', () => {
  const search = (s: string, artist = DEFAULT_GALLERY_VIEW.artist) =>
    viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, search: s, artist }).flatMap((g) => g.entries.map((e) => e.title));
  expect(search('  MEMBER ')).toEqual(['OX Member Token', 'Lushsux Member #2', 'Lushsux Member #1']);
  expect(search('member', 'artist:a-lushsux')).toEqual(['Lushsux Member #2', 'Lushsux Member #1']);
  expect(search('nothing like it')).toEqual([]);
  expect(viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, search: 'nothing' })).toEqual([]);
});

test('sorts: platform order by default, titles both ways (numbers in order), artists A to Z', () => {
  const titles = (sort: (typeof DEFAULT_GALLERY_VIEW)['sort']) =>
    viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, sort })
      .find((g) => g.kind === 'artist')!
      .entries.map((e) => e.title);
  expect(titles('default')).toEqual(['Lushsux Member #2', 'Lushsux Member #1']);
  expect(titles('title-asc')).toEqual(['Lushsux Member #1', 'Lushsux Member #2']);
  expect(titles('title-desc')).toEqual(['Lushsux Member #2', 'Lushsux Member #1']);
  const drops = viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, sort: 'artist-asc' })
    .find((g) => g.kind === 'drop')!
    .entries.map((e) => e.title);
  expect(drops).toEqual(['Low Tide', 'Wall at 3am']);
  const dropsZ = viewGallery(entries, { ...DEFAULT_GALLERY_VIEW, sort: 'title-desc' })
    .find((g) => g.kind === 'drop')!
    .entries.map((e) => e.title);
  expect(dropsZ).toEqual(['Wall at 3am', 'Low Tide']);
});
