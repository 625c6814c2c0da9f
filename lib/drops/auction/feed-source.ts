import type { BidEvent } from './bids';
import type { FeedSource } from './feed';
import type { AuctionItem } from './rules';

// Plain JSON-RPC with hand-decoded ABI: viem's client (99 KB gzip) does not fit the page's 150 KB budget; the tests check it against viem.

/** keccak256("BidPlaced(uint256,string,address,uint256,address,uint256,uint64)"). */
export const BID_PLACED_TOPIC = '0x6503a30ad5b5997f5466c4ca8d0c18181e5a50f025190b33023ab0a38ad04be0';
/** The first four bytes of keccak256("auctionItems(uint256,string)"). */
export const AUCTION_ITEMS_SELECTOR = '0x4f04ea98';

// A node that stops answering shows as offline within seconds.
const READ_TIMEOUT_MS = 4000;

type Target = { rpcUrl: string; wsUrl: string | null; address: `0x${string}`; tokenId: bigint; salt: string };
type Hex = `0x${string}`;

const word = (n: bigint) => n.toString(16).padStart(64, '0');
const hexOf = (n: bigint): Hex => `0x${n.toString(16)}`;

/** ABI string: length word, then UTF-8 bytes padded to whole words. */
function stringWords(value: string): string {
  const bytes = new TextEncoder().encode(value);
  const data = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return word(BigInt(bytes.length)) + data.padEnd(Math.ceil(data.length / 64) * 64, '0');
}

// selector, token, string offset, string
export function encodeAuctionItemsCall(tokenId: bigint, salt: string): Hex {
  return `${AUCTION_ITEMS_SELECTOR}${word(tokenId)}${word(0x40n)}${stringWords(salt)}`;
}

const words = (data: Hex): string[] => data.slice(2).match(/.{64}/g) ?? [];

const uint = (w: string) => BigInt(`0x${w}`);
const address = (w: string): Hex => `0x${w.slice(24)}`;

function stringAtIs(data: Hex, offset: bigint, value: string): boolean {
  const start = 2 + Number(offset) * 2;
  const expected = stringWords(value);
  return data.slice(start, start + expected.length) === expected;
}

export function decodeAuctionItem(data: Hex): AuctionItem {
  const w = words(data);
  // A short answer throws in BigInt: the feed shows offline.
  const [itemType, highestBidder, highestBid, windowTime, minimalBidGap, reservePrice, startAt, endAt] = w;
  return {
    itemType: Number(uint(itemType)),
    highestBidder: address(highestBidder),
    highestBid: uint(highestBid),
    windowTime: uint(windowTime),
    minimalBidGap: uint(minimalBidGap),
    reservePrice: uint(reservePrice),
    startAt: uint(startAt),
    endAt: uint(endAt),
  };
}

export type RpcLog = { topics: Hex[]; data: Hex; blockNumber: Hex | null };

/** null for another salt. */
export function decodeBidPlaced(log: RpcLog, salt: string): BidEvent | null {
  // eth_getLogs: mined blocks only, no pending or removed logs.
  if (log.topics[0] !== BID_PLACED_TOPIC || log.blockNumber === null) return null;
  const [saltOffset, amount, previousBidder, previousAmount, endAt] = words(log.data);
  if (!stringAtIs(log.data, uint(saltOffset), salt)) return null;
  return {
    bidder: address(log.topics[2].slice(2)),
    amount: uint(amount),
    previousBidder: address(previousBidder),
    previousAmount: uint(previousAmount),
    endAt: uint(endAt),
    blockNumber: BigInt(log.blockNumber),
  };
}

// One request per HTTP call; socket answers are told apart by method, so the id needs no counter.
const request = (method: string, params: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: request(method, params),
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  const body = (res.ok && ((await res.json()) as { result?: T; error?: unknown })) || { error: res.status };
  if (body.error !== undefined) throw new Error(method);
  return body.result as T;
}

/** The websocket only wakes the feed: bids are read by block range, which cannot skip or repeat. */
export function auctionFeedSource({ rpcUrl, wsUrl, address: contract, tokenId, salt }: Target): FeedSource {
  const topics = [BID_PLACED_TOPIC, `0x${word(tokenId)}`];
  return {
    latestBlock: async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_blockNumber', [])),
    async bids(from, to) {
      const logs = await rpc<RpcLog[]>(rpcUrl, 'eth_getLogs', [{ address: contract, topics, fromBlock: hexOf(from), toBlock: hexOf(to) }]);
      const events = logs.map((log) => decodeBidPlaced(log, salt)).filter((e): e is BidEvent => e !== null);
      if (!events.length) return events;
      // Checksummed, like the platform's rows.
      const { getAddress } = await import('./checksum');
      return events.map((e) => ({ ...e, bidder: getAddress(e.bidder), previousBidder: getAddress(e.previousBidder) }));
    },
    item: async () => decodeAuctionItem(await rpc<Hex>(rpcUrl, 'eth_call', [{ to: contract, data: encodeAuctionItemsCall(tokenId, salt) }, 'latest'])),
    subscribe: wsUrl
      ? (wake, onError) => {
          // No keep-alive: a dropped socket costs seconds of polling, never a bid.
          const socket = new WebSocket(wsUrl);
          let closed = false;
          const fail = (reason: unknown) => {
            if (!closed) onError(reason);
            closed = true;
          };
          socket.onopen = () => socket.send(request('eth_subscribe', ['logs', { address: contract, topics }]));
          socket.onmessage = (msg) => {
            const body = JSON.parse(String(msg.data)) as { method?: string; error?: unknown };
            if (body.error) fail(body.error);
            else if (body.method === 'eth_subscription') wake();
          };
          socket.onerror = socket.onclose = fail;
          return () => {
            closed = true;
            socket.close();
          };
        }
      : undefined,
  };
}
