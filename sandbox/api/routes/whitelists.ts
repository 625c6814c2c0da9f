import { encodeAbiParameters, getAddress, isAddress, keccak256, type Address, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { TETHERED } from '../../../lib/drops/tethered/config';
import type { Db, Row } from '../../db/db';
import { PLATFORM_SIGNER } from '../../accounts';
import { HttpError, type Router } from '../http';

/**
 * The platform signer's signature over one whitelist entry, as BullsPowerTethered.claim checks it:
 * an Ethereum signed message of keccak256(abi.encode(chain id, contract, wallet, index, allocated)).
 */
export async function signTetheredClaim(
  entry: { address: Address; index: number; allocated: number },
  contract: Address = TETHERED.devnetAddress,
  chainId = foundry.id,
): Promise<Hex> {
  const digest = keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }],
      [BigInt(chainId), contract, entry.address, BigInt(entry.index), BigInt(entry.allocated)],
    ),
  );
  return PLATFORM_SIGNER.signMessage({ message: { raw: digest } });
}

const entryOf = (r: Row) => ({ address: getAddress(r.address), index: Number(r.token_index), allocated: Number(r.allocated) });

/**
 * The tethered mint's whitelist (drop-pages §3, §7; platform-core §7 GET /whitelist-snipe1).
 *
 * - GET /whitelist-snipe1?wallet_address=0x…: the snipe claim data, { token_id, hash }: the token
 *   index the wallet's entry starts at and its signature. 404 "Not on the whitelist"; 400 for a bad
 *   address.
 * - GET /whitelist-snipe1/{index}: the whitelist entry at a token index, { address, allocated, hash }.
 *   404 "No whitelist entry at this index"; 400 for an index that is not a positive integer.
 */
export function whitelistRoutes(router: Router, db: Db) {
  router
    .on('GET', '/whitelist-snipe1', async ({ query }) => {
      const wallet = query.get('wallet_address') ?? '';
      if (!isAddress(wallet)) throw new HttpError(400, 'wallet_address must be an Ethereum address');
      const row = (await db.query<Row>('SELECT * FROM snipe_whitelist WHERE lower(address) = lower($1)', [wallet])).rows[0];
      if (!row) throw new HttpError(404, 'Not on the whitelist');
      const entry = entryOf(row);
      return { token_id: entry.index, hash: await signTetheredClaim(entry) };
    })
    .on('GET', '/whitelist-snipe1/:index', async ({ params }) => {
      if (!/^[1-9]\d{0,5}$/.test(params.index)) throw new HttpError(400, 'index must be a positive integer');
      const row = (await db.query<Row>('SELECT * FROM snipe_whitelist WHERE token_index = $1', [Number(params.index)])).rows[0];
      if (!row) throw new HttpError(404, 'No whitelist entry at this index');
      const entry = entryOf(row);
      return { address: entry.address, allocated: entry.allocated, hash: await signTetheredClaim(entry) };
    });
}
