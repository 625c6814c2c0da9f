import { createPublicClient, getAddress, http, isAddress, parseAbi, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { COLLECTIONS, type Collection } from './collections';

const TRANSFER_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

/** Balances by owner (lower-case), then contract (checksummed), then token id. */
type Ledger = Map<string, Map<Address, Map<bigint, bigint>>>;

export type Holding = { collection: Collection; address: Address; tokenIds: bigint[] };

export type Holdings = {
  /** What `owner` holds now in the known collections, in the catalog's order, ids ascending. */
  of(owner: string): Promise<Holding[]>;
  /** Whether the token was ever minted (it has metadata), and its collection. */
  token(contract: string, id: bigint): Promise<Collection | null>;
  /** The known collection at an address. */
  collection(contract: string): Collection | null;
};

/**
 * The platform's view of who holds what: every transfer of the known collections replayed from the
 * devnet's logs (ERC-721 Transfer, ERC-1155 TransferSingle and TransferBatch), kept until a new
 * block arrives. The devnet is small, so one getLogs call reads it all; a reset chain is read anew.
 */
export function chainHoldings(rpcUrl: string, contracts: () => Record<string, string>): Holdings {
  const client = createPublicClient({
    chain: { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl, { retryCount: 0, timeout: 5000 }),
  });
  let cached: { block: bigint; ledger: Ledger; minted: Set<string> } | null = null;

  const byAddress = () => {
    const known = contracts();
    return new Map(COLLECTIONS.filter((c) => known[c.contract]).map((c) => [getAddress(known[c.contract]), c] as const));
  };

  async function read() {
    const block = await client.getBlockNumber({ cacheTime: 0 });
    if (cached && cached.block === block) return cached;
    const addresses = [...byAddress().keys()];
    const logs = addresses.length ? await client.getLogs({ address: addresses, events: TRANSFER_EVENTS, fromBlock: 0n, toBlock: block }) : [];
    const ledger: Ledger = new Map();
    const minted = new Set<string>();
    const move = (contract: Address, from: Address, to: Address, id: bigint, value: bigint) => {
      for (const [owner, delta] of [
        [from, -value],
        [to, value],
      ] as const) {
        if (BigInt(owner) === 0n) continue;
        const o = owner.toLowerCase();
        if (!ledger.has(o)) ledger.set(o, new Map());
        const byContract = ledger.get(o)!;
        if (!byContract.has(contract)) byContract.set(contract, new Map());
        const ids = byContract.get(contract)!;
        ids.set(id, (ids.get(id) ?? 0n) + delta);
      }
      if (BigInt(from) === 0n) minted.add(`${contract}:${id}`);
    };
    for (const log of logs) {
      const contract = getAddress(log.address);
      if (log.eventName === 'Transfer') move(contract, log.args.from!, log.args.to!, log.args.tokenId!, 1n);
      else if (log.eventName === 'TransferSingle') move(contract, log.args.from!, log.args.to!, log.args.id!, log.args.value!);
      else log.args.ids!.forEach((id, i) => move(contract, log.args.from!, log.args.to!, id, log.args.values![i]));
    }
    cached = { block, ledger, minted };
    return cached;
  }

  return {
    async of(owner) {
      const { ledger } = await read();
      const held = ledger.get(owner.toLowerCase());
      if (!held) return [];
      const out: Holding[] = [];
      for (const [address, collection] of byAddress()) {
        const ids = [...(held.get(address) ?? new Map<bigint, bigint>())]
          .filter(([, n]) => n > 0n)
          .map(([id]) => id)
          .sort((a, b) => (a < b ? -1 : 1));
        if (ids.length) out.push({ collection, address, tokenIds: ids });
      }
      return out;
    },
    collection(contract) {
      return isAddress(contract, { strict: false }) ? (byAddress().get(getAddress(contract)) ?? null) : null;
    },
    async token(contract, id) {
      const collection = byAddress().get(getAddress(contract));
      if (!collection) return null;
      return (await read()).minted.has(`${getAddress(contract)}:${id}`) ? collection : null;
    },
  };
}
