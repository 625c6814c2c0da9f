import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords';
import { formatEther } from 'viem';
import { BLACK_FEATHER } from '../../lib/drops/blackfeather/config';
import { DESICCATION, DESICCATION_EDITIONS } from '../../lib/drops/desiccation/config';
import { RAFFLE_CLOSES, RAFFLE_OPENS } from '../../lib/drops/desiccation/schedule';
import { JUNE_RAFFLE, inJuneDraw } from '../../lib/drops/june-raffle/rules';
import { POST_CATEGORIES, POST_CONTENT_TAGS, POST_TYPES, POSTS_SUPPLY } from '../../lib/drops/lushsux/posts';
import { devnetAccount } from '../accounts';

type Tx = PGlite | Transaction;

const DAY = 86_400_000;

/** A cover object of sandbox-generated images (paths are made absolute by the API). */
export function imageSet(name: string) {
  return {
    lg: `/images/${name}.png?w=1200`,
    sm: `/images/${name}.png?w=600`,
    mini: `/images/${name}.png?w=200`,
    original: `/images/${name}.png?w=1600`,
    video: null,
  };
}

export const DEMO_PASSWORD = 'password123';

export const DEMO_USERS = [
  {
    key: 'u-collector',
    firstname: 'Casey',
    lastname: 'Collector',
    username: 'collector',
    email: 'collector@example.com',
    email_verified: true,
    // devnet account #8
    wallet_address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    bio: 'Collects generative art, murals and anything with a black feather.',
    location: 'Melbourne',
    social_twitter: 'https://twitter.com/collector',
    social_instagram: 'collector',
    social_site: 'https://collector.example.com',
  },
  {
    key: 'u-bidder',
    firstname: 'Bea',
    lastname: 'Bidder',
    username: 'bidder',
    email: 'bidder@example.com',
    email_verified: true,
    // devnet account #9: the second eligible bidder of the Floating auction (member tokens 6–15)
    wallet_address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    bio: 'Bids late.',
    location: 'Sydney',
    social_twitter: '',
    social_instagram: '',
    social_site: '',
  },
  {
    key: 'u-newbie',
    firstname: 'Nico',
    lastname: 'Newbie',
    username: 'newbie',
    email: 'newbie@example.com',
    email_verified: false,
    // devnet account #7
    wallet_address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    bio: '',
    location: '',
    social_twitter: '',
    social_instagram: '',
    social_site: '',
  },
] as const;

const ARTISTS = [
  { key: 'a-lushsux', nav_key: 'lushsux', name: 'Lushsux', tag_line: 'Street art, memes and walls that talk back.' },
  { key: 'a-vhils', nav_key: 'vhils', name: 'Vhils', tag_line: 'Portraits carved out of the city itself.' },
  { key: 'a-shintaro', nav_key: 'shintaro-kago', name: 'Shintaro Kago', tag_line: 'Fractured manga from the edge of the page.' },
  { key: 'a-revolution', nav_key: 'revolution-studio', name: 'Revolution Studio', tag_line: 'A film told in tokens.' },
  { key: 'a-snipe', nav_key: 'snipe', name: 'Snipe1', tag_line: 'Bulls, power and graffiti.' },
  { key: 'a-synthia', nav_key: 'synthia-labs', name: 'Synthia Labs', tag_line: 'Characters that talk back.' },
  { key: 'a-ribeiro', nav_key: 'ana-ribeiro', name: 'Ana Ribeiro', tag_line: 'Light, water and long exposures.' },
  { key: 'a-mori', nav_key: 'kenji-mori', name: 'Kenji Mori', tag_line: 'Generative ink on digital paper.' },
];

type SeedDrop = {
  key: string;
  nav_key: string;
  title: string;
  artist: string;
  release: Date;
  end: Date | null;
  featured?: boolean;
  project?: boolean;
  tethered?: boolean;
  /** The hero film (sandbox/fixtures, served at /videos/): the drop's cover.video. */
  video?: string;
  /** A special mode and its link (platform-core §3: the drop's cards and lists open the link). */
  mode?: { drop_mode: string; link: string };
  items?: Array<{ title: string; edition: string; price: string | null; item_type?: string; contract?: string }>;
};

const at = (iso: string) => new Date(iso);

function specialDrops(): SeedDrop[] {
  const bf = BLACK_FEATHER.devnetAddress;
  return [
    {
      key: 'd-lushsux',
      nav_key: 'lushsux',
      title: 'Lushsux Members',
      artist: 'a-lushsux',
      release: at('2022-01-10T09:00:00Z'),
      end: null,
      project: true,
      items: [{ title: 'Members Draw', edition: '4444 Edition', price: '0.1', item_type: 'Limited Edition' }],
    },
    {
      key: 'd-lushsux-joker',
      nav_key: 'lushsux-joker',
      title: 'Lushsux Joker',
      artist: 'a-lushsux',
      release: at('2022-03-01T09:00:00Z'),
      end: at('2022-03-08T09:00:00Z'),
      video: '/videos/desiccation-film.webm',
      // The joker drop in its special mode (platform-core §2 route table): its cards open the link.
      mode: { drop_mode: 'special', link: 'https://lushsux.example.com/joker' },
      items: [{ title: 'Joker', edition: '1 of 1 Edition', price: '1.5' }],
    },
    {
      key: 'd-lushsux-vr',
      nav_key: 'lushsux-vr',
      title: 'Lushsux VR-001',
      artist: 'a-lushsux',
      release: at('2022-04-01T09:00:00Z'),
      end: at('2022-04-08T09:00:00Z'),
      items: [{ title: 'VR Tether', edition: 'Open Edition', price: '0.1', item_type: 'Open Edition' }],
    },
    {
      key: 'd-lushsux-vr002',
      nav_key: 'lushsux-vr002',
      title: 'Lushsux VR-002',
      artist: 'a-lushsux',
      release: at('2022-05-01T09:00:00Z'),
      end: at('2022-05-08T09:00:00Z'),
      items: [{ title: 'VR-002', edition: 'Open Edition', price: '0.001', item_type: 'Open Edition' }],
    },
    {
      key: 'd-membership-token',
      nav_key: 'membership-token',
      title: 'Founding Member Token',
      artist: 'a-lushsux',
      release: at('2022-01-01T00:00:00Z'),
      end: at('2022-02-01T00:00:00Z'),
      project: true,
      items: [{ title: 'Founding Member', edition: '2000 Edition', price: '0.002' }],
    },
    {
      key: 'd-vhilsnew',
      nav_key: 'vhilsnew',
      title: 'Vhils: Layers',
      artist: 'a-vhils',
      release: at('2022-09-01T12:00:00Z'),
      end: null,
      project: true,
      items: [{ title: 'Layer One', edition: '500 Edition', price: '0.15' }],
    },
    {
      key: 'd-vhils',
      nav_key: 'vhils',
      title: 'Vhils: Scratching the Surface',
      artist: 'a-vhils',
      release: at('2022-08-01T12:00:00Z'),
      end: at('2022-08-10T12:00:00Z'),
      items: [{ title: 'Surface', edition: '100 Edition', price: '0.5' }],
    },
    {
      key: 'd-vhilsburn',
      nav_key: 'vhilsburn',
      title: 'Vhils: Burn',
      artist: 'a-vhils',
      release: at('2022-10-01T12:00:00Z'),
      end: at('2022-10-15T12:00:00Z'),
      items: [{ title: 'Burned Portrait', edition: '50 Edition', price: null }],
    },
    {
      key: 'd-desiccation',
      nav_key: 'shintaro-desiccation',
      title: 'Desiccation',
      artist: 'a-shintaro',
      release: at('2022-02-12T09:00:00+11:00'),
      end: at('2022-02-20T09:00:00+11:00'),
      video: '/videos/desiccation-film.webm',
      // Seeded out of the grid's order: the page sorts them.
      items: [
        {
          title: DESICCATION.auctionTitle,
          edition: '1 of 1 Edition',
          price: DESICCATION.endedAuction.reserve,
          item_type: 'Auction',
          contract: DESICCATION.devnetAddress,
        },
        ...[...DESICCATION_EDITIONS].reverse().map((e) => ({
          title: e.title,
          edition: `${e.size} of ${e.size} Edition`,
          price: formatEther(e.price),
          contract: DESICCATION.devnetAddress,
        })),
      ],
    },
    {
      key: 'd-shintaro-bible',
      nav_key: 'shintaro-bible',
      title: 'Shintaro Bible',
      artist: 'a-shintaro',
      release: at('2022-07-01T09:00:00Z'),
      end: at('2022-07-10T09:00:00Z'),
      items: [{ title: 'Bible Page', edition: '50 Edition', price: '0.05' }],
    },
    {
      key: 'd-eve',
      nav_key: 'theeveofrevolution',
      title: 'The Eve of Revolution',
      artist: 'a-revolution',
      release: at('2022-06-02T18:00:00-04:00'),
      end: at('2022-06-30T18:00:00-04:00'),
      items: [
        { title: 'Eve of Revolution', edition: '1 of 1 Edition', price: '2' },
        { title: 'Floating', edition: '1 of 1 Edition', price: '0.1', item_type: 'Auction' },
        { title: 'Storyboard 1', edition: '10 of 10 Edition', price: '0.05' },
        { title: 'Barricade', edition: '25 of 25 Edition', price: '0.08' },
        { title: 'Crowd', edition: '5 of 5 Edition', price: '0.3' },
        { title: 'Poster', edition: 'Open Edition', price: null, item_type: 'Open Edition' },
        { title: 'Anthem', edition: 'Open Edition', price: null, item_type: 'Open Edition' },
      ],
    },
    {
      key: 'd-blackfeather',
      nav_key: 'blackfeather',
      title: 'Black Feather',
      artist: 'a-revolution',
      release: at('2022-11-01T09:00:00Z'),
      end: null,
      project: true,
      items: [{ title: 'Black Feather', edition: '2000 Edition', price: '0.02', contract: bf ?? undefined }],
    },
    {
      key: 'd-666',
      nav_key: '666',
      title: '666',
      artist: 'a-shintaro',
      release: at('2022-06-06T06:06:00Z'),
      end: at('2022-06-16T06:06:00Z'),
      items: [{ title: 'Six', edition: '66 Edition', price: '0.066' }],
    },
    {
      key: 'd-yourface',
      nav_key: 'your-face-is-fucked-up',
      title: 'Your Face Is Fucked Up',
      artist: 'a-lushsux',
      release: at('2022-02-24T09:00:00Z'),
      end: at('2022-03-03T09:00:00Z'),
      items: [{ title: 'Face One', edition: '25 of 25 Edition', price: '0.08' }],
    },
    {
      key: 'd-yourface2',
      nav_key: 'yourface2',
      title: 'Your Face Is Fucked Up II',
      artist: 'a-lushsux',
      release: at('2022-04-15T09:00:00Z'),
      end: at('2022-04-22T09:00:00Z'),
      items: [{ title: 'Face Two', edition: '25 of 25 Edition', price: '0.08' }],
    },
    {
      key: 'd-snipe-tethered',
      nav_key: 'snipe-bulls-power-tethered',
      title: 'Bulls Power (Tethered)',
      artist: 'a-snipe',
      release: at('2022-05-20T09:00:00Z'),
      end: at('2022-05-27T09:00:00Z'),
      tethered: true,
      items: [{ title: 'Bulls Power', edition: '300 Edition', price: '0.05' }],
    },
    {
      key: 'd-synthia',
      nav_key: 'synthia',
      title: 'Synthia',
      artist: 'a-synthia',
      release: at('2023-03-01T09:00:00Z'),
      end: null,
      project: true,
      items: [{ title: 'Synthia Key', edition: 'Limited Edition', price: '0.05' }],
    },
  ];
}

/** Ordinary drops, scheduled around the seed time so that current, upcoming and past all exist. */
function ordinaryDrops(now: number): SeedDrop[] {
  const d = (days: number) => new Date(now + days * DAY);
  return [
    {
      key: 'd-tidal-light',
      nav_key: 'tidal-light',
      title: 'Tidal Light',
      artist: 'a-ribeiro',
      release: d(-3),
      end: d(11),
      featured: true,
      items: [
        { title: 'Low Tide', edition: '5 of 5 Edition', price: '0.25' },
        { title: 'High Water', edition: '10 of 10 Edition', price: '0.12' },
        { title: 'Salt Mist', edition: 'Open Edition', price: null, item_type: 'Open Edition' },
      ],
    },
    {
      key: 'd-ink-engines',
      nav_key: 'ink-engines',
      title: 'Ink Engines',
      artist: 'a-mori',
      release: d(-1),
      end: d(6),
      featured: true,
      items: [
        { title: 'Engine No. 1', edition: '1 of 1 Edition', price: '1.2' },
        { title: 'Engine No. 2', edition: '3 of 3 Edition', price: '0.6' },
      ],
    },
    {
      key: 'd-night-walls',
      nav_key: 'night-walls',
      title: 'Night Walls',
      artist: 'a-lushsux',
      release: d(5),
      end: d(12),
      featured: true,
      items: [{ title: 'Wall at 3am', edition: '20 of 20 Edition', price: '0.09' }],
    },
    {
      key: 'd-harbour-lines',
      nav_key: 'harbour-lines',
      title: 'Harbour Lines',
      artist: 'a-ribeiro',
      release: d(9),
      end: d(16),
      items: [
        { title: 'Pier', edition: '8 of 8 Edition', price: '0.3' },
        { title: 'Ferry', edition: 'Open Edition', price: null, item_type: 'Open Edition' },
      ],
    },
    {
      key: 'd-paper-storms',
      nav_key: 'paper-storms',
      title: 'Paper Storms',
      artist: 'a-mori',
      release: d(14),
      end: d(21),
      featured: true,
      items: [{ title: 'Storm I', edition: '12 of 12 Edition', price: '0.18' }],
    },
    {
      key: 'd-concrete-faces',
      nav_key: 'concrete-faces',
      title: 'Concrete Faces',
      artist: 'a-vhils',
      release: d(21),
      end: d(28),
      items: [{ title: 'Face in Concrete', edition: '40 Edition', price: '0.2' }],
    },
    {
      key: 'd-first-ink',
      nav_key: 'first-ink',
      title: 'First Ink',
      artist: 'a-mori',
      release: d(-60),
      end: d(-53),
      items: [{ title: 'Brush Test', edition: '50 Edition', price: '0.04' }],
    },
    {
      key: 'd-morning-swim',
      nav_key: 'morning-swim',
      title: 'Morning Swim',
      artist: 'a-ribeiro',
      release: d(-40),
      end: d(-33),
      items: [{ title: 'Lap One', edition: 'Open Edition', price: null, item_type: 'Open Edition' }],
    },
  ];
}

function articles(now: number) {
  const d = (days: number) => new Date(now + days * DAY);
  const body = (topic: string) =>
    `<p>${topic} began as a sketch on the back of a flyer. This is the story of how it became a drop.</p>` +
    `<h2>The process</h2><p>Every piece went through dozens of iterations, printed, scanned, torn and rebuilt.</p>` +
    `<p>Collectors who hold a piece get early access to what comes next.</p>`;
  const bf = BLACK_FEATHER.devnetAddress;
  return [
    {
      key: 'ar-tidal',
      nav_key: 'behind-tidal-light',
      title: 'Behind Tidal Light',
      subtitle: 'Long exposures at the edge of the sea',
      artist: 'a-ribeiro',
      drop: 'd-tidal-light',
      modified: d(-2),
    },
    {
      key: 'ar-engines',
      nav_key: 'ink-engines-explained',
      title: 'Ink Engines, Explained',
      subtitle: 'How a plotter learned to paint',
      artist: 'a-mori',
      drop: 'd-ink-engines',
      modified: d(-4),
    },
    {
      key: 'ar-walls',
      nav_key: 'walls-that-talk',
      title: 'Walls That Talk',
      subtitle: 'A night with Lushsux',
      artist: 'a-lushsux',
      drop: 'd-night-walls',
      modified: d(-6),
    },
    {
      key: 'ar-layers',
      nav_key: 'carving-layers',
      title: 'Carving Layers',
      subtitle: 'Vhils on surfaces and time',
      artist: 'a-vhils',
      drop: 'd-vhilsnew',
      modified: d(-9),
    },
    {
      key: 'ar-kago',
      nav_key: 'fractured-pages',
      title: 'Fractured Pages',
      subtitle: 'Shintaro Kago and the Desiccation drop',
      artist: 'a-shintaro',
      drop: 'd-desiccation',
      modified: d(-12),
    },
    {
      key: 'ar-eve-devblog',
      nav_key: 'theeveofrevolution-devblog',
      title: 'The Eve of Revolution: Dev Blog',
      subtitle: 'From storyboard to tokens',
      artist: 'a-revolution',
      drop: 'd-eve',
      modified: d(-15),
      gated: { type: 'ERC1155', address: bf, tokens: '0', summary: 'Holders of a Black Feather read the full production diary.' },
    },
    {
      key: 'ar-feather',
      nav_key: 'black-feather-members',
      title: 'For Black Feather Members',
      subtitle: 'What the feather unlocks',
      artist: 'a-revolution',
      drop: 'd-blackfeather',
      modified: d(-18),
      gated: { type: 'ERC1155', address: bf, tokens: '0', summary: 'A members-only letter about the year ahead.' },
    },
    {
      key: 'ar-synthia',
      nav_key: 'meet-synthia',
      title: 'Meet Synthia',
      subtitle: 'A character with a key',
      artist: 'a-synthia',
      drop: 'd-synthia',
      modified: d(-21),
    },
    {
      key: 'ar-bulls',
      nav_key: 'bulls-power',
      title: 'Bulls Power',
      subtitle: 'Snipe1 on tethered tokens',
      artist: 'a-snipe',
      drop: 'd-snipe-tethered',
      modified: d(-24),
    },
  ].map((a) => ({
    ...a,
    content: body(a.title),
    summary: `${a.subtitle}. ${a.title} takes you behind the scenes of the drop, from the first sketch to the day it went live on chain.`,
  }));
}

export const TERMS_OF_SERVICE =
  '<h1>Terms of Service</h1><p>By using this site you agree to these terms.</p>' +
  '<h2>1. Collecting</h2><p>Digital collectibles are minted on Ethereum. Transactions are final.</p>' +
  '<h2>2. Accounts</h2><p>Keep your password and wallet safe. We never ask for your seed phrase.</p>' +
  '<h2>3. Content</h2><p>Artists keep the copyright of their work; holders receive the licence described on each drop.</p>';

/**
 * The platform's key of a seeded item: 24 hex digits, as the spec's platform's own keys are,
 * from a salt chosen when the sandbox starts, so nothing can know an item by its key: the site
 * recognises items by their titles, as the spec does, and the tests find them by title too.
 * `SANDBOX_KEY_SALT` fixes the salt (a unit test does); a reset keeps the keys of its process.
 */
const KEY_SALT = process.env.SANDBOX_KEY_SALT ?? randomBytes(8).toString('hex');

export function itemKey(navKey: string, title: string, salt = KEY_SALT): string {
  return createHash('sha256').update(`${salt}\u0000${navKey}\u0000${title}`).digest('hex').slice(0, 24);
}

/** The demo accounts' password hash, made once: scrypt is slow on purpose, and every reset seeds. */
let demoPasswordHash: Promise<string> | undefined;

export async function seed(db: Tx, now = Date.now()): Promise<void> {
  const password = await (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));
  for (const [i, a] of ARTISTS.entries()) {
    await db.query(
      `INSERT INTO artists (key, nav_key, name, tag_line, description, info, cover, avatar, social, url_website, position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        a.key,
        a.nav_key,
        a.name,
        a.tag_line,
        `${a.name} is an artist working across walls, screens and paper. ${a.tag_line} Their drops on this platform bring physical practice on chain.`,
        `Based between studios. Represented by the platform since 2021.`,
        imageSet(`artist-${a.nav_key}`),
        imageSet(`avatar-${a.nav_key}`),
        { twitter: `https://twitter.com/${a.nav_key}`, instagram: `https://instagram.com/${a.nav_key}`, facebook: '', discord: '', youtube: '' },
        `https://${a.nav_key}.example.com`,
        i,
      ],
    );
  }
  const drops = [...specialDrops(), ...ordinaryDrops(now)];
  for (const d of drops) {
    await db.query(
      `INSERT INTO drops (key, nav_key, title, artist_key, description, summary, cover, featured, project, tethered, release_date, end_date, auction_start, auction_end, drop_mode, link)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$11,$12,$13,$14)`,
      [
        d.key,
        d.nav_key,
        d.title,
        d.artist,
        `${d.title} is a drop of limited digital editions. Each piece is minted on Ethereum and comes with the artist's licence. ` +
          `Collectors who hold a piece from this drop get early access to the artist's next release and to members-only articles.`,
        `${d.title}: limited editions on Ethereum.`,
        { ...imageSet(`drop-${d.nav_key}`), video: d.video ?? null },
        d.featured ?? false,
        d.project ?? false,
        d.tethered ?? false,
        d.release,
        d.end,
        d.mode?.drop_mode ?? null,
        d.mode?.link ?? null,
      ],
    );
    for (const [i, item] of (d.items ?? []).entries()) {
      const slug = item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const key = itemKey(d.nav_key, item.title);
      await db.query(
        `INSERT INTO items (key, drop_key, title, edition, price, item_type, contract_address, cover, description, position, cta_button)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
        [
          key,
          d.key,
          item.title,
          item.edition,
          item.price,
          item.item_type ?? 'Limited Edition',
          item.contract ?? null,
          imageSet(`item-${d.nav_key}-${slug}`),
          `${item.title} from ${d.title}. ${item.edition}.`,
          i,
          item.price ? 'Buy Now' : 'Claim',
        ],
      );
    }
  }
  // The June 2022 draw: the Eve drop's drawn items take entries in its window (lib/drops/june-raffle).
  const eve = drops.find((d) => d.nav_key === 'theeveofrevolution');
  for (const item of eve?.items ?? []) {
    if (!inJuneDraw({ navKey: eve!.nav_key }, { title: item.title, edition: item.edition, itemType: item.item_type ?? 'Limited Edition' })) continue;
    await db.query('INSERT INTO raffles (product_key, opens, closes) VALUES ($1, $2, $3)', [
      itemKey(eve!.nav_key, item.title),
      JUNE_RAFFLE.opens,
      JUNE_RAFFLE.closes,
    ]);
  }
  for (const a of articles(now)) {
    const gated = 'gated' in a ? a.gated : undefined;
    await db.query(
      `INSERT INTO articles (key, nav_key, title, subtitle, summary, content, cover, artist_key, drop_key, user_brief, cta_text, modified,
         gated, contract_type, contract_address, n_tokens, gated_summary, opensea_link)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
      [
        a.key,
        a.nav_key,
        a.title,
        a.subtitle,
        a.summary,
        a.content,
        imageSet(`article-${a.nav_key}`),
        a.artist,
        a.drop,
        'Words by the editorial team',
        'Read more',
        a.modified,
        Boolean(gated),
        gated?.type ?? null,
        gated?.address ?? null,
        gated?.tokens ?? null,
        gated?.summary ?? null,
        gated ? 'https://opensea.io/collection/black-feather' : null,
      ],
    );
  }
  await db.query(`INSERT INTO site_settings (key, value) VALUES ('term_of_service', $1)`, [TERMS_OF_SERVICE]);
  await seedDesiccation(db);
  await seedTetheredWhitelist(db);
  // The posts depend on no clock and no request changes them: a reset keeps them (db.ts).
  if ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts')).rows[0].n === 0) await seedPosts(db);
  const txs = [
    ['tx-1001', 'ETH', '0.25', 'purchase', 'Low Tide, Tidal Light', '0x' + 'a1'.repeat(32), -2],
    ['tx-1002', 'ETH', '0.02', 'mint', 'Black Feather member token', '0x' + 'b2'.repeat(32), -9],
    ['tx-1003', 'USD', '120.00', 'purchase', 'Print: Wall at 3am', null, -15],
    ['tx-1004', 'USD', '45.00', 'refund', 'Shipping refund', null, -20],
  ] as const;
  for (const u of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (key, firstname, lastname, username, email, password_hash, email_verified, wallet_address, bio, location,
         social_twitter, social_instagram, social_site, avatar, banner)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
      [
        u.key,
        u.firstname,
        u.lastname,
        u.username,
        u.email,
        password,
        u.email_verified,
        u.wallet_address.toLowerCase(),
        u.bio,
        u.location,
        u.social_twitter,
        u.social_instagram,
        u.social_site,
        imageSet(`user-${u.username}`),
        imageSet(`banner-${u.username}`),
      ],
    );
  }
  for (const u of OWNER_USERS) {
    await db.query('INSERT INTO users (key, username, wallet_address) VALUES ($1, $2, $3)', [u.key, u.username, u.wallet_address]);
  }
  for (const [key, currency, amount, kind, description, hash, days] of txs) {
    await db.query('INSERT INTO transactions (key, user_key, currency, amount, kind, description, tx_hash, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      key,
      'u-collector',
      currency,
      amount,
      kind,
      description,
      hash,
      new Date(now + days * DAY),
    ]);
  }
  // The drop items on the platform's books (the profile's "drop items"): the collector's two
  // purchases above, and one of the newbie's, hidden while the newbie's e-mail is unverified.
  // The key collection's whitelist: #8 may mint 2, #9 1; #7 is not on it.
  for (const [account, max] of [
    [8, 2],
    [9, 1],
  ] as const) {
    await db.query('INSERT INTO synthia_whitelist (address, max_amount) VALUES ($1, $2)', [devnetAccount(account).address.toLowerCase(), max]);
  }
  for (const [user, navKey, title, days] of OWNED_ITEMS) {
    await db.query('INSERT INTO item_owners (user_key, item_key, acquired) VALUES ($1, $2, $3)', [user, itemKey(navKey, title), new Date(now + days * DAY)]);
  }
}

/**
 * Owners with a profile and nothing else (no password, no e-mail): with the collector, Low Tide has
 * 7 owners on the books, so its page shows the first 5 of the product owners call and "and 2 more".
 */
export const OWNER_USERS = Array.from({ length: 6 }, (_, i) => ({
  key: `u-owner-${i + 1}`,
  username: `owner${i + 1}`,
  wallet_address: `0x${String(i + 1).repeat(40)}`,
}));

/** Who owns which drop item on the platform's books: [user, drop nav key, item title, days ago]. */
export const OWNED_ITEMS = [
  ...OWNER_USERS.map((u, i) => [u.key, 'tidal-light', 'Low Tide', -30 + i] as const),
  ['u-collector', 'tidal-light', 'Low Tide', -2],
  ['u-collector', 'night-walls', 'Wall at 3am', -15],
  ['u-newbie', 'ink-engines', 'Engine No. 2', -1],
] as const;

/**
 * The tethered mint's whitelist: the collector (#8) may claim edition #17, account #9 editions
 * #40–#41; the newbie (#7) is not on it ("Not Eligible").
 */
export const TETHERED_WHITELIST = [
  { index: 17, address: devnetAccount(8).address, allocated: 1 },
  { index: 40, address: devnetAccount(9).address, allocated: 2 },
] as const;

async function seedTetheredWhitelist(db: Tx): Promise<void> {
  for (const e of TETHERED_WHITELIST) {
    await db.query('INSERT INTO snipe_whitelist (token_index, address, allocated) VALUES ($1, $2, $3)', [e.index, e.address, e.allocated]);
  }
}

/** The Desiccation draws (its raffled titles' window) and the bid history of its ended Aquarium auction. */
async function seedDesiccation(db: Tx): Promise<void> {
  for (const { title } of DESICCATION_EDITIONS.filter((e) => e.schedule === 'raffle')) {
    await db.query('INSERT INTO raffles (product_key, opens, closes) VALUES ($1, $2, $3)', [itemKey(DESICCATION.navKey, title), RAFFLE_OPENS, RAFFLE_CLOSES]);
  }
  // 17 bids from the 0.1 reserve up to the winning 28.88, an hour or so apart, by six wallets.
  const amounts = ['0.2', '0.5', '1', '1.5', '2', '3', '4.2', '5', '6.5', '8', '10', '12.5', '15', '18', '21', '25', DESICCATION.endedAuction.winning];
  const bidders = [1, 2, 3, 4, 5, 6].map((i) => devnetAccount(i).address);
  const start = new Date('2022-02-12T09:00:00+11:00').getTime();
  for (const [i, amount] of amounts.entries()) {
    await db.query(
      `INSERT INTO auction_bids (contract_address, token_id, salt, new_bidder, new_amount, old_bidder, old_amount, block_number, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        DESICCATION.devnetAddress,
        String(DESICCATION.endedAuction.tokenId),
        DESICCATION.endedAuction.salt,
        bidders[i % bidders.length],
        amount,
        i ? bidders[(i - 1) % bidders.length] : null,
        i ? amounts[i - 1] : null,
        14_190_000 + i * 271,
        new Date(start + i * 3_970_000),
      ],
    );
  }
}

/**
 * The 4,444 post NFTs of the members' landing, one per post of the feed from 2012 on. Their figures
 * are drawn from md5 of the post number, so every reset seeds the same posts; some have no content
 * tag, and the captions run past the card's 65 characters.
 */
async function seedPosts(db: Tx): Promise<void> {
  // h(n, salt): a stable number in [0, 2^28) for the post.
  const h = (salt: string) => `(('x' || substr(md5(n::text || '${salt}'), 1, 7))::bit(28)::int)`;
  const pick = (list: readonly string[], salt: string) =>
    `(ARRAY[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + ${h(salt)} % ${list.length}]`;
  const tag = (salt: string, share: number) => `CASE WHEN ${h(salt + '?')} % 100 < ${share} THEN ${pick(POST_CONTENT_TAGS, salt)} END`;
  await db.query(`
    INSERT INTO posts (key, token_no, post_no, post_type, post_category, post_date, likes, comments, caption_word_count, caption_letter_count,
      post_tagged_user, post_content_1, post_content_2, post_content_3, post_url, description, price, created)
    SELECT 'post-' || n, n, n, ${pick(POST_TYPES, 't')}, ${pick(POST_CATEGORIES, 'c')},
      timestamptz '2012-03-01T00:00:00Z' + (n * interval '19 hours'),
      ${h('l')} % 90000 + 120, ${h('m')} % 4000, 3 + ${h('w')} % 40, 0, '@lushsux',
      ${tag('a', 80)}, ${tag('b', 40)}, ${tag('d', 15)},
      'https://www.instagram.com/lushsux/', '', '0.1', timestamptz '2021-10-23T09:00:00Z'
    FROM generate_series(1, ${POSTS_SUPPLY}) AS n`);
  // The caption: its words count as the attributes say; long enough that most cards cut it.
  await db.query(`
    UPDATE posts SET description = 'Post ' || post_no || ' - ' || post_category || coalesce(' with ' || post_content_1, '') || '. ' ||
      array_to_string((ARRAY['walls','talk','back','again','tonight','the','feed','never','sleeps','paint','still','wet'])[1:1 + caption_word_count % 12], ' ')`);
  await db.query('UPDATE posts SET caption_letter_count = length(description)');
  // Reposts are stills: no post is a Video in Repost, so that view of the grid is empty ("Empty data").
  await db.query("UPDATE posts SET post_type = 'Image' WHERE post_category = 'Repost' AND post_type = 'Video'");
}
