import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  encodeFunctionResult,
  getAbiItem,
  getAddress,
  parseEther,
  toEventSelector,
  toFunctionSelector,
  toHex,
  type Hex,
} from 'viem';
import { englishAuctionAbi } from '@/contracts/generated/EnglishAuction';
import {
  AUCTION_ITEMS_SELECTOR,
  BID_PLACED_TOPIC,
  auctionFeedSource,
  decodeAuctionItem,
  decodeBidPlaced,
  encodeAuctionItemsCall,
  type RpcLog,
} from './feed-source';

// viem is the oracle for every hand-encoded word.
const CONTRACT = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
const BIDDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const PREVIOUS = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const BID_PLACED = getAbiItem({ abi: englishAuctionAbi, name: 'BidPlaced' });

function bidLog(o: { token: bigint; salt: string; amount: string; block: number }): RpcLog {
  const topics = encodeEventTopics({ abi: englishAuctionAbi, eventName: 'BidPlaced', args: { token: o.token, bidder: BIDDER } }) as Hex[];
  const data = encodeAbiParameters(
    BID_PLACED.inputs.filter((i) => !i.indexed),
    [o.salt, parseEther(o.amount), PREVIOUS, parseEther('0.1'), 1_700_000_600n],
  );
  return { topics, data, blockNumber: toHex(o.block) };
}

describe('the auction feed’s JSON-RPC words', () => {
  it('uses the event’s topic and the function’s selector', () => {
    expect(BID_PLACED_TOPIC).toBe(toEventSelector(BID_PLACED));
    expect(AUCTION_ITEMS_SELECTOR).toBe(toFunctionSelector(getAbiItem({ abi: englishAuctionAbi, name: 'auctionItems' })));
  });

  it.each(['floating-2022', '', 'a'.repeat(32), 'a'.repeat(33), 'ünïcode ✓'])('encodes auctionItems(1, %j) as viem does', (salt) => {
    expect(encodeAuctionItemsCall(1n, salt)).toBe(encodeFunctionData({ abi: englishAuctionAbi, functionName: 'auctionItems', args: [1n, salt] }));
  });

  it('decodes auctionItems’ answer', () => {
    const tuple = [2, PREVIOUS, parseEther('1.5'), 600n, parseEther('0.1'), parseEther('0.1'), 1_600_000_000n, 1_700_000_000n] as const;
    const data = encodeFunctionResult({ abi: englishAuctionAbi, functionName: 'auctionItems', result: tuple });
    expect(decodeAuctionItem(data)).toEqual({
      itemType: 2,
      highestBidder: PREVIOUS,
      highestBid: parseEther('1.5'),
      windowTime: 600n,
      minimalBidGap: parseEther('0.1'),
      reservePrice: parseEther('0.1'),
      startAt: 1_600_000_000n,
      endAt: 1_700_000_000n,
    });
    expect(() => decodeAuctionItem('0x')).toThrow();
  });

  it('decodes a BidPlaced log of the item and skips another salt, a pending log or another event', () => {
    const log = bidLog({ token: 1n, salt: 'floating-2022', amount: '0.3', block: 12 });
    expect(decodeBidPlaced(log, 'floating-2022')).toEqual({
      bidder: BIDDER,
      amount: parseEther('0.3'),
      previousBidder: PREVIOUS,
      previousAmount: parseEther('0.1'),
      endAt: 1_700_000_600n,
      blockNumber: 12n,
    });
    expect(decodeBidPlaced(log, 'another-salt')).toBeNull();
    expect(decodeBidPlaced({ ...log, blockNumber: null }, 'floating-2022')).toBeNull();
    expect(decodeBidPlaced({ ...log, topics: [toEventSelector('Other()'), ...log.topics.slice(1)] }, 'floating-2022')).toBeNull();
  });
});

describe('auctionFeedSource', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function node(answers: Record<string, unknown>) {
    const asked: Array<{ method: string; params: unknown[] }> = [];
    global.fetch = (async (_url: string, init: RequestInit) => {
      const { id, method, params } = JSON.parse(String(init.body));
      asked.push({ method, params });
      if (method in answers) return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `${method} not found` } }));
    }) as typeof fetch;
    return asked;
  }

  const source = () => auctionFeedSource({ rpcUrl: 'http://node', wsUrl: null, address: CONTRACT, tokenId: 1n, salt: 'floating-2022' });

  it('reads the latest block, the item’s bids in a range and the item', async () => {
    const asked = node({
      eth_blockNumber: '0x2a',
      eth_getLogs: [bidLog({ token: 1n, salt: 'floating-2022', amount: '0.2', block: 40 }), bidLog({ token: 1n, salt: 'old', amount: '9', block: 41 })],
      eth_call: encodeFunctionResult({
        abi: englishAuctionAbi,
        functionName: 'auctionItems',
        result: [1, BIDDER, parseEther('0.2'), 600n, parseEther('0.1'), parseEther('0.1'), 1n, 2n],
      }),
    });
    const s = source();
    expect(await s.latestBlock()).toBe(42n);
    expect((await s.bids(40n, 42n)).map((b) => [b.bidder, b.previousBidder, b.amount, b.blockNumber])).toEqual([
      [getAddress(BIDDER), getAddress(PREVIOUS), parseEther('0.2'), 40n],
    ]);
    expect((await s.item()).highestBid).toBe(parseEther('0.2'));
    // viem adds a trailing null for the unfiltered bidder: the same filter.
    const topics = encodeEventTopics({ abi: englishAuctionAbi, eventName: 'BidPlaced', args: { token: 1n } }).slice(0, 2);
    expect(asked[1].params).toEqual([{ address: CONTRACT, topics, fromBlock: '0x28', toBlock: '0x2a' }]);
    expect(asked[2].params).toEqual([
      { to: CONTRACT, data: encodeFunctionData({ abi: englishAuctionAbi, functionName: 'auctionItems', args: [1n, 'floating-2022'] }) },
      'latest',
    ]);
  });

  it('fails a read the node refuses, so the feed shows offline', async () => {
    node({});
    await expect(source().latestBlock()).rejects.toThrow('eth_blockNumber');
    global.fetch = (async () => new Response('bad gateway', { status: 502 })) as unknown as typeof fetch;
    await expect(source().item()).rejects.toThrow('eth_call');
  });
});
