import { isAddress } from 'viem';
import type { Db, Row } from '../../db/db';
import { HttpError, type Router } from '../http';
import { artistBrief } from '../serialize';
import { placeholderPng } from '../../images';
import { tokenTitle, type Collection } from '../../collections';
import type { Holdings } from '../../holdings';
import { expandProducts } from './content';

/** The asset host's picture path for a token (collections §3: nfts/{contract}/images/main/{id}.jpg). */
const picture = (base: string, contract: string, id: bigint) => `${base}/nfts/${contract.toLowerCase()}/images/main/${id}.jpg`;

/**
 * What a profile owns (platform-core §7: GET /users/{key}/products/owned and /item/owned) and the
 * asset metadata by contract and token id (collections §7), answered from the devnet's transfers
 * (sandbox/holdings.ts) and the platform's books (item_owners).
 */
export function ownedRoutes(router: Router, db: Db, holdings: Holdings | null) {
  const findUser = async (key: string) => {
    const u = (await db.query<Row>('SELECT * FROM users WHERE key = $1 OR username = $1 LIMIT 1', [key])).rows[0];
    if (!u) throw new HttpError(404, 'User not found');
    return u;
  };
  const context = async (c: Collection) => {
    const artist = c.artist ? (await db.query<Row>('SELECT * FROM artists WHERE key = $1', [c.artist])).rows[0] : null;
    const drop = c.drop ? (await db.query<Row>('SELECT key, nav_key, title FROM drops WHERE key = $1', [c.drop])).rows[0] : null;
    return { artist, drop };
  };

  router
    // Only what collections §3 gives an owned token entry: the site derives titles, pictures and kinds.
    .on('GET', '/users/:key/products/owned', async ({ params }) => {
      const user = await findUser(params.key);
      const held = user.wallet_address && holdings ? await holdings.of(user.wallet_address) : [];
      return held.map((h) => ({ contract_address: h.address, token_ids: h.tokenIds.map(String) }));
    })
    .on('GET', '/users/:key/item/owned', async ({ params, baseUrl }) => {
      const user = await findUser(params.key);
      const rows = (
        await db.query<Row>(
          'SELECT i.*, o.acquired FROM item_owners o JOIN items i ON i.key = o.item_key WHERE o.user_key = $1 ORDER BY o.acquired DESC, i.key',
          [user.key],
        )
      ).rows;
      const products = await expandProducts(db, rows, baseUrl);
      return products.map((p, i) => ({ ...p, token_id: null, data_drop: null, acquired: new Date(rows[i].acquired).toISOString() }));
    })
    .on('GET', '/assets/:contract/:id', async ({ params, baseUrl }) => {
      if (!isAddress(params.contract, { strict: false }) || !/^\d{1,40}$/.test(params.id)) throw new HttpError(404, 'Not found');
      const id = BigInt(params.id);
      const collection = holdings ? await holdings.token(params.contract, id) : null;
      if (!collection) throw new HttpError(404, 'Not found');
      const { artist, drop } = await context(collection);
      return {
        contract_address: params.contract,
        token_id: String(id),
        name: tokenTitle(collection, id),
        description: collection.description,
        image: picture(baseUrl, params.contract, id),
        kind: collection.kind,
        artist: artist ? artistBrief(artist, baseUrl) : null,
        data_drop: drop ? { key: drop.key, nav_key: drop.nav_key, title: drop.title } : null,
      };
    })
    .on('GET', '/nfts/:contract/images/main/:file', async ({ params, res }) => artwork(params.contract, params.file, '', res))
    // The tear-type collection's extra folder levels (collections §3): base/, then tear-{state}/{alpha|beta}/.
    .on('GET', '/nfts/:contract/images/main/base/:file', async ({ params, res }) => artwork(params.contract, params.file, '-base', res));
  // tear-{state}/{alpha|beta}/ pictures: layersRoutes serves them once the layer has reached the state.
}

/** A placeholder artwork per token and folder (PNG bytes: the type header says so). */
export function artwork(contract: string, file: string, folder: string, res: import('node:http').ServerResponse) {
  const m = /^(\d{1,40})\.jpg$/.exec(file);
  if (!m || !/^0x[0-9a-fA-F]{40}$/.test(contract)) throw new HttpError(404, 'Not found');
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  res.end(placeholderPng(`nft-${contract.toLowerCase()}-${m[1]}${folder}`, 600, 600));
  return Promise.resolve(undefined);
}
