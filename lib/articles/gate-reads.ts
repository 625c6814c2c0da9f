import type { Abi } from 'viem';
import { erc1155BalanceAbi, erc721BalanceAbi } from '@/contracts/erc';

export type TokenGate = { contractType: 'ERC721' | 'ERC1155' | null; contractAddress: `0x${string}`; tokenIds: readonly bigint[] };

/** The contract reads that tell whether `owner` holds the gate's token (same list in browser and server). */
export type BalanceRead = { address: `0x${string}`; abi: Abi; functionName: 'balanceOf'; args: readonly unknown[] };

export function gateReads(gate: TokenGate, owner: `0x${string}`): BalanceRead[] {
  if (gate.contractType === 'ERC1155') {
    const ids = gate.tokenIds.length ? gate.tokenIds : [0n];
    return ids.map((id) => ({ address: gate.contractAddress, abi: erc1155BalanceAbi, functionName: 'balanceOf' as const, args: [owner, id] as const }));
  }
  return [{ address: gate.contractAddress, abi: erc721BalanceAbi, functionName: 'balanceOf' as const, args: [owner] as const }];
}
