import { createPublicClient, encodeAbiParameters, http, isHex, keccak256, parseEventLogs, type Hex } from 'viem';
import { vhilsLayersBurnAbi } from '../../../contracts/generated/VhilsLayersBurn';
import { foundry } from 'viem/chains';
import { vhilsLayersAbi } from '../../../contracts/generated/VhilsLayers';
import { LAYERS_CONTRACTS as L } from '../../../lib/drops/layers/contracts';
import { layersShippingSchema } from '../../../lib/drops/layers/shipping';
import type { Db } from '../../db/db';
import { PLATFORM_SIGNER } from '../../accounts';
import { placeholderPng } from '../../images';
import { decryptTearData, encryptTearData, layerMetadata, traitShares } from '../../layers-data';
import type { IncomingMessage } from 'node:http';
import { HttpError, type Router } from '../http';
import { requireUser } from './users';
import { artwork } from './owned';

/** The platform's service credential (PLATFORM_SERVICE_KEY on the site): tear data is for the site's server only. */
export const SANDBOX_PLATFORM_SERVICE_KEY = 'sandbox-platform-service-key';

function requireServiceKey(req: IncomingMessage): void {
  if (req.headers.authorization !== `Bearer ${SANDBOX_PLATFORM_SERVICE_KEY}`) throw new HttpError(401, 'Unauthorized');
}

/** What VhilsTearUse.tear checks: the platform's signature over (chain, contract, layer, type, state it leaves, uri). */
export function signTear(tokenId: bigint, tearType: 1 | 2, fromState: number, uri: string, chainId = foundry.id): Promise<Hex> {
  const digest = keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint8' }, { type: 'uint8' }, { type: 'bytes32' }],
      [BigInt(chainId), L.tearUse.devnetAddress, tokenId, tearType, fromState, keccak256(new TextEncoder().encode(uri))],
    ),
  );
  return PLATFORM_SIGNER.signMessage({ message: { raw: digest } });
}

const COLLECTIONS = ['vhils-layers', 'vhils-layers-revealed'];

/**
 * The layers backend operations (collections §7) as the platform stand-in answers them from the
 * devnet: tear data (encrypted, keyed by the time it was issued) and its decryption to a uri and the
 * platform's signature; metadata and images per state; the marketplace's trait shares; the
 * shipping form of a burn, validated and stored.
 */
export function layersRoutes(router: Router, db: Db, rpcUrl: string | null) {
  const client = rpcUrl
    ? createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }, transport: http(rpcUrl, { retryCount: 0, timeout: 5000 }) })
    : null;
  const tokenIdOf = (raw: string) => {
    if (!/^\d{1,10}$/.test(raw)) throw new HttpError(404, 'Token not found');
    return BigInt(raw);
  };
  /** A layer's state and tears used, or 404 when it does not exist (never minted, or burned). */
  async function layer(id: bigint) {
    if (!client) throw new HttpError(503, 'No devnet');
    const owner = await client.readContract({ address: L.layers.devnetAddress, abi: vhilsLayersAbi, functionName: 'ownerOf', args: [id] }).catch(() => null);
    if (!owner) throw new HttpError(404, 'Token not found');
    const [state, tears] = await Promise.all([
      client.readContract({ address: L.layers.devnetAddress, abi: vhilsLayersAbi, functionName: 'state', args: [id] }),
      client.readContract({ address: L.layers.devnetAddress, abi: vhilsLayersAbi, functionName: 'tearIdUsed', args: [id] }),
    ]);
    return { state: Number(state), tears: tears.map(Number) };
  }

  /** A state's picture shows its traits: served once the layer is in that state or past it, never ahead (404, as for no such picture). */
  async function requireReached(tear: string, variant: string, id: string | undefined) {
    const n = Number(/^tear-([123])$/.exec(tear)?.[1]);
    const type = variant === 'alpha' ? 1 : variant === 'beta' ? 2 : 0;
    if (!n || !type || !id) throw new HttpError(404, 'Not found');
    const { state, tears } = await layer(tokenIdOf(id));
    // tearIdUsed starts with a 0: the tear that reached state n is at index n.
    if (state < n || tears[n] !== type) throw new HttpError(404, 'Not found');
  }

  router
    .on('GET', '/layers/tears', async ({ req, query }) => {
      requireServiceKey(req);
      const ids = (query.get('tokens') ?? '').split(',').filter(Boolean).slice(0, 100).map(tokenIdOf);
      const items: Record<string, Record<string, string>> = {};
      for (const id of ids) {
        const exists = await layer(id).then(
          () => true,
          () => false,
        );
        if (exists) items[String(id)] = { [String(Math.floor(Date.now() / 1000))]: encryptTearData({ token_id: String(id) }) };
      }
      return { items };
    })
    .on('POST', '/layers/tears/decrypt', async ({ req, json, baseUrl }) => {
      requireServiceKey(req);
      const data = typeof json.data === 'string' ? decryptTearData(json.data) : null;
      const tearType = json.tear_type === 1 || json.tear_type === 2 ? json.tear_type : null;
      if (!data || !tearType) throw new HttpError(400, 'Tear data not found');
      const id = tokenIdOf(data.token_id);
      const { state } = await layer(id);
      if (state >= 3) throw new HttpError(400, 'LAYER is fully revealed');
      const uri = `${baseUrl}/layers/uri/${id}/${state + 1}/${tearType === 1 ? 'alpha' : 'beta'}.json`;
      return { uri, signature: await signTear(id, tearType, state, uri) };
    })
    .on('GET', '/layers/metadata/:tokenId', async ({ params, baseUrl }) => {
      const id = tokenIdOf(params.tokenId);
      const { state, tears } = await layer(id);
      return layerMetadata(id, state, tears, baseUrl);
    })
    // The uri a tear writes on chain: the layer's metadata in the state it reaches.
    .on('GET', '/layers/uri/:tokenId/:state/:file', async ({ req, params, baseUrl }) => {
      const id = tokenIdOf(params.tokenId);
      const m = /^(alpha|beta)\.json$/.exec(params.file);
      if (!m || !/^[123]$/.test(params.state)) throw new HttpError(404, 'Not found');
      const { state, tears } = await layer(id);
      // A state the layer has reached is public (it is its token's uri); one ahead of it only for the site's server.
      if (Number(params.state) > state || tears[Number(params.state)] !== (m[1] === 'alpha' ? 1 : 2)) requireServiceKey(req);
      return layerMetadata(id, Number(params.state), [...tears.slice(0, Number(params.state)), m[1] === 'alpha' ? 1 : 2], baseUrl);
    })
    .on('GET', '/layers/images/base/:file', async ({ params, res }) => image(params.file, 'base', res))
    .on('GET', '/layers/images/:tear/:variant/:file', async ({ params, res }) => {
      await requireReached(params.tear, params.variant, /^(\d{1,10})\.png$/.exec(params.file)?.[1]);
      return image(params.file, `${params.tear}-${params.variant}`, res);
    })
    // The assets host's folders of the tear-type collection (collections §3), gated the same way.
    .on('GET', '/nfts/:contract/images/main/:tear/:variant/:file', async ({ params, res }) => {
      if (params.contract.toLowerCase() !== L.layers.devnetAddress.toLowerCase()) throw new HttpError(404, 'Not found');
      await requireReached(params.tear, params.variant, /^(\d{1,10})\.jpg$/.exec(params.file)?.[1]);
      return artwork(params.contract, params.file, `-${params.tear}-${params.variant}`, res);
    })
    .on('GET', '/opensea/collections/:slug', async ({ params }) => {
      if (!COLLECTIONS.includes(params.slug)) throw new HttpError(404, 'Collection not found');
      // The marketplace's figures for the unrevealed collection; the revealed one has no sales yet (each shows --).
      const stats =
        params.slug === 'vhils-layers'
          ? { floor_price: 0.4199, thirty_day_volume: 118.6, thirty_day_sales: 214, thirty_day_average_price: 0.55421 }
          : { floor_price: null, thirty_day_volume: null, thirty_day_sales: null, thirty_day_average_price: null };
      return { slug: params.slug, stats, traits: traitShares() };
    })
    .on('POST', '/layers/shipping', async (ctx) => {
      const { json } = ctx;
      // The user's token says whose burn this is; a wallet named in the body proves nothing.
      const user = await requireUser(db, ctx);
      const parsed = layersShippingSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
      const txn = json.txn_hash;
      const type = json.type;
      if (typeof txn !== 'string' || !isHex(txn) || txn.length !== 66) throw new HttpError(400, 'txn_hash is required');
      if (type !== 1 && type !== 2 && type !== 3) throw new HttpError(400, 'type must be 1, 2 or 3');
      const wallet = user.wallet_address as string | null;
      if (!wallet) throw new HttpError(403, 'This burn is not yours');
      if (json.wallet_address !== undefined && String(json.wallet_address).toLowerCase() !== wallet.toLowerCase())
        throw new HttpError(403, 'wallet_address is not the signed-in wallet');
      // The form belongs to a burn of this wallet, of this type, on the burn contract: nobody else's prints.
      if (!client) throw new HttpError(503, 'No devnet');
      const receipt = await client.getTransactionReceipt({ hash: txn as Hex }).catch(() => null);
      const burned = receipt
        ? parseEventLogs({ abi: vhilsLayersBurnAbi, logs: receipt.logs, eventName: 'Burned' }).filter(
            (l) => l.address.toLowerCase() === L.burn.devnetAddress.toLowerCase(),
          )
        : [];
      if (!burned.some((l) => l.args.owner.toLowerCase() === wallet.toLowerCase() && l.args.burnType === BigInt(type)))
        throw new HttpError(403, 'This burn is not yours');
      const f = parsed.data;
      const saved = await db.query(
        `INSERT INTO layers_shipping (first_name, last_name, phone, email, address, zip_code, country, need_invoice, tax_id, txn_hash, type)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (txn_hash) DO NOTHING`,
        [f.first_name, f.last_name, f.phone, f.email, f.address, f.zip_code, f.country, f.need_invoice, f.tax_id, txn.toLowerCase(), type],
      );
      if (!saved.affectedRows) throw new HttpError(409, 'This burn already has a shipping form');
      return { success: true };
    })
    .on('GET', '/__sandbox/layers-shipping', async () => ({ items: (await db.query('SELECT * FROM layers_shipping ORDER BY id')).rows }));
}

function image(file: string, variant: string, res: import('node:http').ServerResponse) {
  const m = /^(\d{1,10})\.png$/.exec(file);
  if (!m) throw new HttpError(404, 'Not found');
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  res.end(placeholderPng(`layer-${m[1]}-${variant}`, 600, 600));
  return Promise.resolve(undefined);
}
