import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { englishAuctionAbi } from '../../contracts/generated/EnglishAuction';
import { FLOATING_AUCTION } from '../../lib/drops/eve/auction';
import { API_URL, itemKey, sandboxContracts } from './sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from './wallet';

/** The live Floating auction's page (the item titled Floating), and what a test reads or does on its chain and in the platform. */
export const auctionPage = async () => `/drops/theeveofrevolution/auction/${await itemKey('theeveofrevolution', 'Floating')}`;

const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });
const { tokenId, salt } = FLOATING_AUCTION;

export const devnetAccount = (i: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: i });

/** An address as the bid table shows it: 12 + 12 characters. */
export const shortAddress = (a: string) => `${a.slice(0, 12)}...${a.slice(-12)}`;

/** The auction item as the contract has it now. */
export async function auctionItem() {
  const { EnglishAuction } = await sandboxContracts();
  const [, highestBidder, highestBid, , , , , endAt] = await chain.readContract({
    address: EnglishAuction,
    abi: englishAuctionAbi,
    functionName: 'auctionItems',
    args: [tokenId, salt],
  });
  return { highestBidder, highestBid, endAt };
}

/** A bid sent straight to the chain (not through the page), as another collector's would be. */
export async function bidOnChain(from: number, amount: string) {
  const { EnglishAuction } = await sandboxContracts();
  const wallet = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: devnetAccount(from) });
  await chain.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: EnglishAuction,
      abi: englishAuctionAbi,
      functionName: 'bid',
      args: [tokenId, salt],
      value: parseEther(amount),
    }),
  });
}

/** How many bids the platform stand-in has indexed from the chain. */
export async function indexedBids(): Promise<number> {
  const { EnglishAuction } = await sandboxContracts();
  const res = await fetch(
    `${API_URL}/auctions?filter_auction_item.contract_address=${EnglishAuction}&filter_auction_item.token_id=${tokenId}&filter_auction_item.salt=${salt}&pagesize=6`,
  );
  return ((await res.json()) as { total_count: number }).total_count;
}
