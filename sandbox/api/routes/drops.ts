import { randomUUID } from 'node:crypto';
import { getAddress, isAddress } from 'viem';
import type { Db, Row } from '../../db/db';
import { HttpError, pageParams, paged, str, type Router } from '../http';
import { EMAIL_RE, requireUser } from './users';

const serializeEntry = (r: Row) => ({ product_key: r.product_key, wallet_address: r.wallet_address, created: new Date(r.created).toISOString() });

const serializeBid = (r: Row) => ({
  bid_info: { new_bidder: r.new_bidder, new_amount: r.new_amount, old_bidder: r.old_bidder, old_amount: r.old_amount },
  block_number: Number(r.block_number),
  created: new Date(r.created).toISOString(),
});

/**
 * Raffles and auction records (drop-pages §7): entries by wallet, entering a draw, and the bid
 * history of an auction item.
 *
 * - GET /raffles/entries?wallet_address=0x…&pagesize&pageindex: the wallet's entries, newest first.
 * - POST /raffles/apply { key } (bearer): enters the signed-in user's wallet in the item's draw.
 *   401 Unauthorized; 403 "Please verify your email" for an unverified e-mail; 400 "Connect a wallet
 *   to your account first" without a wallet; 404 for an item without a draw; 400 "The draw is not
 *   open" outside its window (the sandbox clock); 409 "Already entered" for a second entry.
 * - POST /notifications { email, drop_key } (bearer): the user asks to be told when the drop opens;
 *   answers { key }. 403 "Please verify your email" for an unverified e-mail; 400 when the e-mail is
 *   not the user's; 404 for an unknown drop; a repeated request answers the first one's key.
 * - POST /subscribers/ { name, email, social_link, reason? }: a membership application (platform-core
 *   §5's rules: name 1–255, a valid e-mail, social link 3–1000, a reason when sent 10–1000); 400 with
 *   the rule's message; 409 "An application with this email already exists".
 * - GET /auctions?filter_type=item_bidded&filter_auction_item.token_id&…contract_address&…salt
 *   &pageindex&pagesize&sort_block_number=desc: the item's bids, paged.
 */
export function dropRoutes(router: Router, db: Db) {
  router
    .on('GET', '/raffles/entries', async ({ query }) => {
      const wallet = query.get('wallet_address') ?? '';
      if (!isAddress(wallet)) throw new HttpError(400, 'wallet_address must be an Ethereum address');
      const { size, index } = pageParams(query, 100);
      const address = getAddress(wallet);
      const total = Number((await db.query<Row>('SELECT count(*) AS n FROM raffle_entries WHERE wallet_address = $1', [address])).rows[0].n);
      const { rows } = await db.query<Row>('SELECT * FROM raffle_entries WHERE wallet_address = $1 ORDER BY created DESC LIMIT $2 OFFSET $3', [
        address,
        size,
        (index - 1) * size,
      ]);
      return paged(rows.map(serializeEntry), total, size, index);
    })
    .on('POST', '/raffles/apply', async (ctx) => {
      const user = await requireUser(db, ctx);
      if (!user.email_verified) throw new HttpError(403, 'Please verify your email');
      if (!user.wallet_address) throw new HttpError(400, 'Connect a wallet to your account first');
      const key = str(ctx.json, 'key');
      const raffle = (
        await db.query<Row>('SELECT r.*, (sandbox_now() >= r.opens AND sandbox_now() < r.closes) AS open FROM raffles r WHERE product_key = $1', [key])
      ).rows[0];
      if (!raffle) throw new HttpError(404, 'This item has no draw');
      if (!raffle.open) throw new HttpError(400, 'The draw is not open');
      const inserted = await db.query(
        'INSERT INTO raffle_entries (product_key, wallet_address, user_key, created) VALUES ($1, $2, $3, sandbox_now()) ON CONFLICT DO NOTHING',
        [key, getAddress(user.wallet_address), user.key],
      );
      if (!inserted.affectedRows) throw new HttpError(409, 'Already entered');
      return { product_key: key, wallet_address: getAddress(user.wallet_address) };
    })
    .on('POST', '/notifications', async (ctx) => {
      const user = await requireUser(db, ctx);
      if (!user.email_verified) throw new HttpError(403, 'Please verify your email');
      const email = str(ctx.json, 'email').toLowerCase();
      if (email !== String(user.email).toLowerCase()) throw new HttpError(400, 'email must be the account’s e-mail');
      const drop = (await db.query<Row>('SELECT key FROM drops WHERE key = $1 OR nav_key = $1', [str(ctx.json, 'drop_key')])).rows[0];
      if (!drop) throw new HttpError(404, 'Drop not found');
      await db.query('INSERT INTO notifications (key, email, drop_key, user_key, created) VALUES ($1, $2, $3, $4, sandbox_now()) ON CONFLICT DO NOTHING', [
        `n-${randomUUID()}`,
        email,
        drop.key,
        user.key,
      ]);
      const { rows } = await db.query<Row>('SELECT key FROM notifications WHERE email = $1 AND drop_key = $2', [email, drop.key]);
      return { key: rows[0].key };
    })
    .on('POST', '/subscribers', async ({ json }) => {
      const name = str(json, 'name');
      const email = str(json, 'email').toLowerCase();
      const socialLink = str(json, 'social_link');
      const reason = typeof json.reason === 'string' ? json.reason.trim() : null;
      if (!name || name.length > 255) throw new HttpError(400, 'name is required (at most 255 characters)');
      if (!EMAIL_RE.test(email)) throw new HttpError(400, 'Invalid email address format');
      if (socialLink.length < 3 || socialLink.length > 1000) throw new HttpError(400, 'social_link must be 3 to 1000 characters');
      if (reason !== null && (reason.length < 10 || reason.length > 1000)) throw new HttpError(400, 'reason must be 10 to 1000 characters');
      const inserted = await db.query(
        'INSERT INTO membership_applications (name, email, social_link, reason, created) VALUES ($1, $2, $3, $4, sandbox_now()) ON CONFLICT (email) DO NOTHING',
        [name, email, socialLink, reason],
      );
      if (!inserted.affectedRows) throw new HttpError(409, 'An application with this email already exists');
      return { email };
    })
    .on('GET', '/auctions', async ({ query }) => {
      const filterType = query.get('filter_type') ?? 'item_bidded';
      if (filterType !== 'item_bidded') throw new HttpError(400, 'filter_type must be item_bidded');
      const contract = query.get('filter_auction_item.contract_address') ?? '';
      const tokenId = query.get('filter_auction_item.token_id') ?? '';
      const salt = query.get('filter_auction_item.salt') ?? '';
      if (!isAddress(contract) || !/^\d+$/.test(tokenId) || !salt)
        throw new HttpError(400, 'filter_auction_item.contract_address, .token_id and .salt are required');
      const order = query.get('sort_block_number') === 'asc' ? 'ASC' : 'DESC';
      const { size, index } = pageParams(query, 6);
      const where = 'lower(contract_address) = lower($1) AND token_id = $2 AND salt = $3';
      const total = Number((await db.query<Row>(`SELECT count(*) AS n FROM auction_bids WHERE ${where}`, [contract, tokenId, salt])).rows[0].n);
      const { rows } = await db.query<Row>(
        `SELECT * FROM auction_bids WHERE ${where} ORDER BY block_number ${order}, log_index ${order} NULLS LAST, id ${order} LIMIT $4 OFFSET $5`,
        [contract, tokenId, salt, size, (index - 1) * size],
      );
      return paged(rows.map(serializeBid), total, size, index);
    });
}
