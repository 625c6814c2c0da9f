import 'server-only';
import { verifyMessage, type Hex } from 'viem';
import { serverChainClient } from '@/lib/chain/server';

/** An EOA signature is checked locally; a contract wallet's (EIP-1271/6492) on the chain. */
export async function signatureValid(address: Hex, message: string, signature: Hex): Promise<boolean> {
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true;
  return serverChainClient()
    .verifyMessage({ address, message, signature })
    .catch(() => false);
}
