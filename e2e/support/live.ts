import { createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi } from '../../contracts/generated/BlackFeather';
import { sandboxContracts } from './sandbox';
import { DEVNET_RPC, TEST_MNEMONIC } from './wallet';

/** The site's live stream read as a browser reads it, and Black Feather minted on the devnet by other collectors. */
export const devnet = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
export const chain = createPublicClient({ chain: devnet, transport: http(DEVNET_RPC) });

export async function mintedOnChain(): Promise<bigint> {
  const { BlackFeather } = await sandboxContracts();
  return chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'totalSupply' });
}

/** A Black Feather minted straight on the chain by another collector (by mnemonic index). */
export async function mintOnChain(index: number): Promise<void> {
  const { BlackFeather } = await sandboxContracts();
  const price = await chain.readContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'price' });
  const collector = createWalletClient({ chain: devnet, transport: http(DEVNET_RPC), account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }) });
  await chain.waitForTransactionReceipt({
    hash: await collector.writeContract({ address: BlackFeather, abi: blackFeatherAbi, functionName: 'mint', value: price }),
  });
}

export type LiveMessage = { id: number; topic: string; figures: Record<string, unknown> };

/** Opens `/api/live?topics=…` at `site` with `headers` (X-Forwarded-For, Last-Event-ID). */
export async function openStream(site: string, topics: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${site}/api/live?topics=${topics}`, { headers, signal: controller.signal });
  const reader = res.ok ? res.body!.getReader() : null;
  let text = '';
  return {
    res,
    close: () => controller.abort(),
    /** The next message. */
    async next(): Promise<LiveMessage> {
      let end: number;
      while ((end = text.search(/\n\n/)) < 0 || !/data: /.test(text.slice(0, end))) {
        if (end >= 0) text = text.slice(end + 2);
        else text += new TextDecoder().decode((await reader!.read()).value);
      }
      const message = text.slice(0, end);
      text = text.slice(end + 2);
      return { id: Number(/id: (\d+)/.exec(message)![1]), ...(JSON.parse(/data: (.*)/.exec(message)![1]) as Omit<LiveMessage, 'id'>) };
    },
    /** Messages until one whose figures have `supply`; rejects after `ms`. */
    async untilSupply(supply: bigint, ms: number): Promise<LiveMessage> {
      const give = setTimeout(() => controller.abort(), ms);
      try {
        for (;;) {
          const message = await this.next();
          if (message.figures.supply === String(supply)) return message;
        }
      } finally {
        clearTimeout(give);
      }
    },
  };
}
