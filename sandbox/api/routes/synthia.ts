import { createPublicClient, encodeAbiParameters, getAddress, http, isAddress, isHex, keccak256, verifyMessage, type Address, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { synthiaKeysAbi } from '../../../contracts/generated/SynthiaKeys';
import { SYNTHIA_KEYS } from '../../../lib/drops/synthia/contract';
import { subscriptionExtension } from '../../../lib/drops/synthia/rules';
import type { Db, Row } from '../../db/db';
import { PLATFORM_SIGNER } from '../../accounts';
import { HttpError, type Router } from '../http';
import { requireUser } from './users';

/** The key the platform's synthia signature endpoint takes from the site's server (the app's sandbox default). */
export const SANDBOX_SYNTHIA_SERVICE_KEY = 'sandbox-synthia-service-key';

/** What SynthiaKeys.whitelistMint checks: the platform's signature over (chain id, contract, wallet, max amount). */
export function signWhitelist(wallet: Address, amount: number, contract: Address = SYNTHIA_KEYS.devnetAddress, chainId = foundry.id): Promise<Hex> {
  const digest = keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }],
      [BigInt(chainId), contract, wallet, BigInt(amount)],
    ),
  );
  return PLATFORM_SIGNER.signMessage({ message: { raw: digest } });
}

const MESSAGE = /^synthia_(3|6|9|12)_months_(\d{10})$/;
const CLOCK_SKEW_S = 10 * 60;

/**
 * The key collection's platform paths (collections §7): the whitelist record by address, the
 * whitelist signature (for the site's server only: a service key), the subscription by Discord id
 * and its extension (the wallet's signed message, a key held on the chain, the one-year cap), the
 * revealed state and the pre-reveal picture.
 */
export function synthiaRoutes(router: Router, db: Db, rpcUrl: string | null) {
  // The stand-in's clock (moved by POST /__sandbox/time with the devnet's).
  const clock = async () => new Date((await db.query<{ now: Date }>('SELECT sandbox_now() AS now')).rows[0].now);
  const client = rpcUrl
    ? createPublicClient({ chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }, transport: http(rpcUrl, { retryCount: 0, timeout: 5000 }) })
    : null;
  const record = async (address: string) =>
    (await db.query<Row>('SELECT max_amount FROM synthia_whitelist WHERE address = $1', [address.toLowerCase()])).rows[0] ?? null;

  router
    .on('GET', '/synthia/whitelist/:address', async ({ params }) => {
      if (!isAddress(params.address, { strict: false })) throw new HttpError(400, 'A valid address is required');
      const row = await record(params.address);
      if (!row) throw new HttpError(404, 'User is not whitelisted');
      return { max_amount: Number(row.max_amount) };
    })
    .on('POST', '/synthia/whitelist/signature', async ({ req, json }) => {
      if (req.headers.authorization !== `Bearer ${SANDBOX_SYNTHIA_SERVICE_KEY}`) throw new HttpError(401, 'Unauthorized');
      const wallet = typeof json.wallet_address === 'string' ? json.wallet_address : '';
      const amount = json.amount;
      if (!isAddress(wallet, { strict: false }) || typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
        throw new HttpError(400, 'wallet_address and amount are required');
      const row = await record(wallet);
      if (!row) throw new HttpError(404, 'User is not whitelisted');
      // The amount asked is the mint's: it must fit what is left of the allocation (the chain's count
      // of what the wallet has minted); the signature covers the allocation, as the contract checks.
      const max = Number(row.max_amount);
      const claimed = client
        ? Number(
            await client.readContract({ address: SYNTHIA_KEYS.devnetAddress, abi: synthiaKeysAbi, functionName: 'getNClaimed', args: [getAddress(wallet)] }),
          )
        : 0;
      if (claimed + amount > max) throw new HttpError(400, 'Max whitelist amount reached');
      return { signature: await signWhitelist(getAddress(wallet), max), max_amount: max };
    })
    .on('GET', '/synthia/subscription', async ({ query }) => {
      const id = query.get('discord_id') ?? '';
      if (!/^\d{5,25}$/.test(id)) throw new HttpError(400, 'A discord_id is required');
      const row = (await db.query<Row>('SELECT * FROM synthia_subscriptions WHERE discord_id = $1', [id])).rows[0];
      if (!row) throw new HttpError(404, 'No subscription');
      return {
        discord_id: id,
        wallet_address: row.wallet_address,
        subscription_start: Number(row.subscription_start),
        expiration_date: Number(row.expiration_date),
      };
    })
    .on('POST', '/synthia/subscription', async (ctx) => {
      const user = await requireUser(db, ctx);
      const { discord_id, wallet_address, signature, message, duration } = ctx.json as Record<string, unknown>;
      if (typeof discord_id !== 'string' || !/^\d{5,25}$/.test(discord_id)) throw new HttpError(400, 'A discord_id is required');
      if (typeof wallet_address !== 'string' || !isAddress(wallet_address, { strict: false })) throw new HttpError(400, 'A wallet_address is required');
      // The signed message names no Discord account: the token's user must hold both the wallet and the linked Discord.
      if (!user.wallet_address || String(user.wallet_address).toLowerCase() !== wallet_address.toLowerCase())
        throw new HttpError(403, 'wallet_address is not the signed-in wallet');
      if (user.discord_id !== discord_id) throw new HttpError(403, 'discord_id is not the Discord account linked to this user');
      if (typeof signature !== 'string' || !isHex(signature) || typeof message !== 'string') throw new HttpError(400, 'A signed message is required');
      const m = MESSAGE.exec(message);
      if (!m || Number(m[1]) !== duration) throw new HttpError(400, 'The message does not match the duration');
      const at = await clock();
      const nowS = Math.floor(at.getTime() / 1000);
      if (Math.abs(nowS - Number(m[2])) > CLOCK_SKEW_S) throw new HttpError(400, 'The signed message has expired');
      if (!(await verifyMessage({ address: getAddress(wallet_address), message, signature }).catch(() => false))) throw new HttpError(401, 'Invalid signature');
      const keys = client
        ? await client
            .readContract({ address: SYNTHIA_KEYS.devnetAddress, abi: synthiaKeysAbi, functionName: 'balanceOf', args: [getAddress(wallet_address)] })
            .catch(() => 0n)
        : 0n;
      if (keys === 0n) throw new HttpError(403, 'The wallet holds no key');
      const row = (await db.query<Row>('SELECT * FROM synthia_subscriptions WHERE discord_id = $1', [discord_id])).rows[0];
      const current = row ? { start: new Date(Number(row.subscription_start) * 1000), expiry: new Date(Number(row.expiration_date) * 1000) } : null;
      const ext = subscriptionExtension(at, current, Number(m[1]));
      if (!ext.allowed) throw new HttpError(400, ext.message!);
      const start = current && current.expiry > at ? Math.floor(current.start.getTime() / 1000) : nowS;
      const expiry = Math.floor(ext.newExpiry.getTime() / 1000);
      await db.query(
        `INSERT INTO synthia_subscriptions (discord_id, wallet_address, subscription_start, expiration_date, message, signature) VALUES ($1,$2,$3,$4,$5,$6)
         ON CONFLICT (discord_id) DO UPDATE SET wallet_address = $2, subscription_start = $3, expiration_date = $4, message = $5, signature = $6, updated = now()`,
        [discord_id, wallet_address.toLowerCase(), start, expiry, message, signature],
      );
      return { success: true, subscription_start: start, expiration_date: expiry };
    })
    // Tests change a wallet's allocation (null: off the whitelist) behind a page that has read it.
    .on('POST', '/__sandbox/synthia-whitelist', async ({ json }) => {
      const address = typeof json.address === 'string' ? json.address : '';
      if (!isAddress(address, { strict: false })) throw new HttpError(400, 'A valid address is required');
      const max = json.max_amount;
      if (max === null) await db.query('DELETE FROM synthia_whitelist WHERE address = $1', [address.toLowerCase()]);
      else if (typeof max === 'number' && Number.isInteger(max) && max > 0)
        await db.query('INSERT INTO synthia_whitelist (address, max_amount) VALUES ($1, $2) ON CONFLICT (address) DO UPDATE SET max_amount = $2', [
          address.toLowerCase(),
          max,
        ]);
      else throw new HttpError(400, 'max_amount is a whole number above 0, or null');
      return { address: address.toLowerCase(), max_amount: max };
    })
    .on('GET', '/synthia/revealed', async () => ({
      revealed: (await db.query<Row>(`SELECT value FROM site_settings WHERE key = 'synthia_revealed'`)).rows[0]?.value === 'true',
    }))
    // Tests reveal the collection (a reset hides it again).
    .on('POST', '/__sandbox/synthia-revealed', async ({ json }) => {
      if (typeof json.revealed !== 'boolean') throw new HttpError(400, 'revealed is true or false');
      await db.query(`INSERT INTO site_settings (key, value) VALUES ('synthia_revealed', $1) ON CONFLICT (key) DO UPDATE SET value = $1`, [
        String(json.revealed),
      ]);
      return { revealed: json.revealed };
    })
    // The film-drop pictures' metadata (ids 1 to 14), each with its own placeholder picture.
    .on('GET', '/synthia/pfp/:id', async ({ params, baseUrl }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id < 1 || id > 14) throw new HttpError(404, 'Picture not found');
      return { name: `Synthia PFP ${id}`, image: `${baseUrl}/images/synthia-pfp-${id}.png?w=480&h=480` };
    })
    .on('GET', '/synthia/prereveal', async ({ baseUrl }) => ({
      image: `${baseUrl}/images/synthia-prereveal.png?w=800&h=800`,
      name: 'Synthia Key (unrevealed)',
    }));
}
