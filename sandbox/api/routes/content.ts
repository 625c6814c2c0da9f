import type { Db, Row } from '../../db/db';
import type { Holdings } from '../../holdings';
import { HttpError, pageParams, paged, type Router } from '../http';
import { serializeArticle, serializeArtist, serializeDrop, serializeProduct } from '../serialize';
import { placeholderPng } from '../../images';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures');

const TIME_FILTERS: Record<string, { where: string; order: string }> = {
  current: { where: 'release_date <= sandbox_now() AND (end_date IS NULL OR end_date > sandbox_now())', order: 'featured DESC, release_date DESC' },
  upcoming: { where: 'release_date > sandbox_now()', order: 'release_date ASC' },
  past: { where: 'end_date IS NOT NULL AND end_date <= sandbox_now()', order: 'end_date DESC' },
  all: { where: 'true', order: 'release_date DESC' },
};

async function byKeys(db: Db, table: string, column: string, keys: unknown[]): Promise<Row[]> {
  const list = [...new Set(keys.filter(Boolean))];
  if (list.length === 0) return [];
  const order = table === 'items' ? ' ORDER BY position, key' : '';
  return (await db.query<Row>(`SELECT * FROM ${table} WHERE ${column} = ANY($1)${order}`, [list])).rows;
}

/** Loads the artists, items and related articles of drop rows and serializes them. */
async function expandDrops(db: Db, drops: Row[], base: string) {
  const artists = await byKeys(
    db,
    'artists',
    'key',
    drops.map((d) => d.artist_key),
  );
  const items = await byKeys(
    db,
    'items',
    'drop_key',
    drops.map((d) => d.key),
  );
  const articles = await byKeys(
    db,
    'articles',
    'drop_key',
    drops.map((d) => d.key),
  );
  return drops.map((d) =>
    serializeDrop(
      d,
      artists.find((a) => a.key === d.artist_key) ?? null,
      items.filter((i) => i.drop_key === d.key),
      articles.find((a) => a.drop_key === d.key) ?? null,
      base,
    ),
  );
}

async function expandArticles(db: Db, rows: Row[], base: string) {
  const artists = await byKeys(
    db,
    'artists',
    'key',
    rows.map((r) => r.artist_key),
  );
  const drops = await byKeys(
    db,
    'drops',
    'key',
    rows.map((r) => r.drop_key),
  );
  return rows.map((r) => serializeArticle(r, artists.find((a) => a.key === r.artist_key) ?? null, drops.find((d) => d.key === r.drop_key) ?? null, base));
}

export async function expandProducts(db: Db, rows: Row[], base: string) {
  const drops = await byKeys(
    db,
    'drops',
    'key',
    rows.map((r) => r.drop_key),
  );
  const artists = await byKeys(
    db,
    'artists',
    'key',
    drops.map((d) => d.artist_key),
  );
  const articles = await byKeys(
    db,
    'articles',
    'drop_key',
    drops.map((d) => d.key),
  );
  return rows.map((r) => {
    const drop = drops.find((d) => d.key === r.drop_key);
    return serializeProduct(r, artists.find((a) => a.key === drop?.artist_key) ?? null, articles.find((a) => a.drop_key === r.drop_key) ?? null, base);
  });
}

/** A SQL condition matching `column` to the key or nav key of a row of `table`, bound to $n. */
const keyOrNavKey = (column: string, table: 'artists' | 'drops', n: number) => `${column} IN (SELECT key FROM ${table} WHERE key = $${n} OR nav_key = $${n})`;

async function pagedQuery(db: Db, from: string, where: string, order: string, args: unknown[], size: number, index: number) {
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, args)).rows[0].n;
  const rows = (await db.query<Row>(`SELECT * FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(index - 1) * size}`, args)).rows;
  return { rows, total };
}

async function findOne(db: Db, table: string, key: string): Promise<Row> {
  const hasNavKey = table !== 'items';
  const row = (await db.query<Row>(`SELECT * FROM ${table} WHERE key = $1${hasNavKey ? ' OR nav_key = $1' : ''} LIMIT 1`, [key])).rows[0];
  if (!row) throw new HttpError(404, 'Not found');
  return row;
}

export function contentRoutes(router: Router, db: Db, holdings: Holdings | null = null) {
  const listDrops =
    (time: string, features = false) =>
    async ({ query, baseUrl }: { query: URLSearchParams; baseUrl: string }) => {
      const filter = TIME_FILTERS[time];
      if (!filter) throw new HttpError(400, `Unknown time filter: ${time}`);
      const { size, index } = pageParams(query);
      const args: unknown[] = [];
      let where = `${filter.where} AND hidden_launch = false`;
      const artist = query.get('artist');
      if (artist) {
        args.push(artist);
        where += ` AND ${keyOrNavKey('artist_key', 'artists', args.length)}`;
      }
      if (features) where += ' AND project = true';
      const { rows, total } = await pagedQuery(db, 'drops', where, filter.order, args, size, index);
      return paged(await expandDrops(db, rows, baseUrl), total, size, index);
    };

  router
    .on('GET', '/drops', (ctx) => listDrops(ctx.query.get('time') ?? 'current')(ctx))
    .on('GET', '/drops/past', listDrops('past'))
    .on('GET', '/drops/upcoming', listDrops('upcoming'))
    // The "features" store call (collections §7 names it without a path): the projects.
    .on('GET', '/drops/features', listDrops('all', true))
    .on('GET', '/drops/contract/:address', async ({ params, baseUrl }) => {
      const item = (await db.query<Row>('SELECT * FROM items WHERE lower(contract_address) = lower($1) LIMIT 1', [params.address])).rows[0];
      // A collection the platform knows on the devnet (its drop), when no item names the contract.
      const dropKey = item?.drop_key ?? holdings?.collection(params.address)?.drop;
      if (!dropKey) throw new HttpError(404, 'Not found');
      return (await expandDrops(db, [await findOne(db, 'drops', dropKey)], baseUrl))[0];
    })
    .on('GET', '/drops/:key', async ({ params, baseUrl }) => (await expandDrops(db, [await findOne(db, 'drops', params.key)], baseUrl))[0])
    .on('GET', '/product/item/:key', async ({ params, baseUrl }) => (await expandProducts(db, [await findOne(db, 'items', params.key)], baseUrl))[0])
    .on('GET', '/products/market', async ({ query, baseUrl }) => {
      const { size, index } = pageParams(query);
      const args: unknown[] = [];
      const conds = ['true'];
      const drop = query.get('drop');
      if (drop) {
        args.push(drop);
        conds.push(keyOrNavKey('drop_key', 'drops', args.length));
      }
      const artist = query.get('artist');
      if (artist) {
        args.push(artist);
        conds.push(
          `drop_key IN (SELECT d.key FROM drops d JOIN artists a ON a.key = d.artist_key WHERE a.key = $${args.length} OR a.nav_key = $${args.length})`,
        );
      }
      const { rows, total } = await pagedQuery(db, 'items', conds.join(' AND '), 'created DESC, position, key', args, size, index);
      return paged(await expandProducts(db, rows, baseUrl), total, size, index);
    })
    .on('GET', '/products/market/related/:key', async ({ params, query, baseUrl }) => {
      const item = await findOne(db, 'items', params.key);
      const { size, index } = pageParams(query, 6);
      const where = `key <> $1 AND drop_key IN (SELECT key FROM drops WHERE artist_key = (SELECT artist_key FROM drops WHERE key = $2))`;
      const { rows, total } = await pagedQuery(db, 'items', where, 'position, key', [item.key, item.drop_key], size, index);
      return paged(await expandProducts(db, rows, baseUrl), total, size, index);
    })
    // An item's owners on the platform's books (item_owners), earliest first: the contract's extension.
    .on('GET', '/products/market/:key/owners', async ({ params, query }) => {
      const item = await findOne(db, 'items', params.key);
      const { size, index } = pageParams(query, 5);
      const from = 'FROM item_owners o JOIN users u ON u.key = o.user_key WHERE o.item_key = $1 AND u.wallet_address IS NOT NULL';
      const total = Number((await db.query<Row>(`SELECT count(*) AS n ${from}`, [item.key])).rows[0].n);
      const rows = (
        await db.query<Row>(`SELECT u.key, u.username, u.wallet_address ${from} ORDER BY o.acquired, u.key LIMIT $2 OFFSET $3`, [
          item.key,
          size,
          (index - 1) * size,
        ])
      ).rows;
      return paged(
        rows.map((r) => ({ key: r.key, username: r.username, wallet_address: r.wallet_address })),
        total,
        size,
        index,
      );
    })
    .on('GET', '/products/market/:key', async ({ params, baseUrl }) => (await expandProducts(db, [await findOne(db, 'items', params.key)], baseUrl))[0])
    .on('GET', '/artists', async ({ query, baseUrl }) => {
      const { size, index } = pageParams(query);
      const { rows, total } = await pagedQuery(db, 'artists', 'true', 'position, key', [], size, index);
      return paged(
        rows.map((r) => serializeArtist(r, baseUrl)),
        total,
        size,
        index,
      );
    })
    .on('GET', '/artists/:key', async ({ params, baseUrl }) => {
      const artist = await findOne(db, 'artists', params.key);
      const dropRows = (await db.query<Row>('SELECT * FROM drops WHERE artist_key = $1 AND hidden_launch = false ORDER BY release_date DESC', [artist.key]))
        .rows;
      const drops = await expandDrops(db, dropRows, baseUrl);
      const assets = drops.flatMap((d) => d.items);
      return serializeArtist(artist, baseUrl, { drops, assets });
    })
    .on('GET', '/articles', async ({ query, baseUrl }) => {
      const { size, index } = pageParams(query);
      const args: unknown[] = [];
      const conds = ['true'];
      if (query.get('home') === 'true') conds.push('home = true');
      const artist = query.get('artistRelated');
      if (artist) {
        args.push(artist);
        conds.push(keyOrNavKey('artist_key', 'artists', args.length));
      }
      const drop = query.get('dropRelated');
      if (drop) {
        args.push(drop);
        conds.push(keyOrNavKey('drop_key', 'drops', args.length));
      }
      const { rows, total } = await pagedQuery(db, 'articles', conds.join(' AND '), 'modified DESC, key', args, size, index);
      return paged(await expandArticles(db, rows, baseUrl), total, size, index);
    })
    .on('GET', '/articles/:key', async ({ params, baseUrl }) => (await expandArticles(db, [await findOne(db, 'articles', params.key)], baseUrl))[0])
    .on('GET', '/site/settings', async () => {
      const rows = (await db.query<{ key: string; value: string }>(`SELECT key, value FROM site_settings WHERE key <> 'synthia_revealed'`)).rows;
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    })
    .on('GET', '/images/:file', async ({ params, query, res }) => {
      const m = /^([a-z0-9-]+)\.png$/.exec(params.file);
      if (!m) throw new HttpError(404, 'Not found');
      const w = Math.min(Math.max(Number(query.get('w')) || 600, 16), 1600);
      const h = Math.min(Math.max(Number(query.get('h')) || Math.round((w * 2) / 3), 16), 1600);
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
      res.end(placeholderPng(m[1], w, h));
      return undefined;
    })
    // The drops' hero films (sandbox/fixtures: a short WebM recorded from a canvas, no ffmpeg needed).
    .on('GET', '/videos/:file', async ({ params, res }) => {
      if (!/^[a-z0-9-]+\.webm$/.test(params.file)) throw new HttpError(404, 'Not found');
      const data = await readFile(path.join(FIXTURES, params.file)).catch(() => null);
      if (!data) throw new HttpError(404, 'Not found');
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': data.length, 'cache-control': 'public, max-age=86400' });
      res.end(data);
      return undefined;
    })
    .on('GET', '/files/:key', async ({ params, res }) => {
      const file = (await db.query<Row>('SELECT content_type, data FROM files WHERE key = $1', [params.key])).rows[0];
      if (!file) throw new HttpError(404, 'Not found');
      res.writeHead(200, { 'content-type': file.content_type, 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(Buffer.from(file.data));
      return undefined;
    });
}
