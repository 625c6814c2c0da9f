import { lushsuxVRAbi } from '@/contracts/generated/LushsuxVR';
import { lushsuxVR002Abi } from '@/contracts/generated/LushsuxVR002';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { chainRead, type ChainRead } from '@/lib/chain/read';
import { MEMBER_TOKEN } from '@/lib/drops/membership/config';
import type { AnyWrite } from '@/lib/wallet/write';
import { VR_MESSAGES as M } from './messages';
import { VR_DROPS, type VrDropKey, type VrItem } from './config';

/** Each item's minted count (both contracts are ERC1155Supply: the same totalSupply(id)); a failed read is 0. */
export const vrSupplyReads = (key: VrDropKey): Record<string, ChainRead<bigint>> => {
  const drop = VR_DROPS[key];
  return Object.fromEntries(
    drop.items.map((item) => [`supply${item.id}`, chainRead({ address: drop.address, abi: lushsuxVRAbi, functionName: 'totalSupply', args: [item.id] }, 0n)]),
  );
};

/** Every figure the buttons need for the wallet (drop-pages §5). */
export function vrReads(key: VrDropKey, wallet: `0x${string}`): Record<string, ChainRead<bigint | boolean>> {
  const contract = VR_DROPS[key].address;
  const reads: Record<string, ChainRead<bigint | boolean>> = vrSupplyReads(key);
  if (key === 'vr001') {
    reads.eligible2 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'isEligibleTether', args: [wallet] }, false);
    reads.eligible4 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'isEligibleVR', args: [wallet] }, false);
    reads.had2 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'claimed', args: [2n, wallet] }, false);
    reads.had4 = chainRead({ address: contract, abi: lushsuxVRAbi, functionName: 'claimed', args: [4n, wallet] }, false);
  } else {
    reads.members = chainRead({ address: MEMBER_TOKEN.address, abi: memberTokenAbi, functionName: 'balanceOf', args: [wallet] }, 0n);
    for (const id of [1n, 2n, 3n]) {
      reads[`had${id}`] = chainRead({ address: contract, abi: lushsuxVR002Abi, functionName: 'minted', args: [wallet, id] }, false);
      reads[`balance${id}`] = chainRead({ address: contract, abi: lushsuxVR002Abi, functionName: 'balanceOf', args: [wallet, id] }, 0n);
    }
  }
  return reads;
}

/** The item's write and its texts: claim, mint or burn (null: nothing to burn). */
export function vrWrite(contract: `0x${string}`, item: VrItem, balances: { id: bigint; balance: bigint }[]) {
  const request = vrRequest(contract, item, balances);
  const texts = { progress: M.claimProgress(item.title), success: M.claimSuccess(item.title), fallback: M.mintFallback, quietFailure: true };
  if (item.kind === 'tier') texts.success = M.mintTokenSuccess;
  if (item.kind === 'burn') Object.assign(texts, { progress: M.burnProgress, success: M.burnSuccess });
  return request && { request, texts };
}

function vrRequest(contract: `0x${string}`, item: VrItem, balances: { id: bigint; balance: bigint }[]): AnyWrite | null {
  if (item.kind === 'tether') return { address: contract, abi: lushsuxVRAbi, functionName: 'claimTether', value: item.price };
  if (item.kind === 'vr-claim') return { address: contract, abi: lushsuxVRAbi, functionName: 'claimVR' };
  if (item.kind === 'tier') return { address: contract, abi: lushsuxVR002Abi, functionName: 'mintToken', args: [item.id], value: item.price };
  const ids = item.kind === 'burn' ? burnSelection(balances) : null;
  return ids && { address: contract, abi: lushsuxVR002Abi, functionName: 'burnToken', args: [ids] };
}

/** The most plentiful VR-002 editions first, one unit each. */
export function burnSelection(balances: ReadonlyArray<{ id: bigint; balance: bigint }>, count = 3): bigint[] | null {
  const units = [...balances]
    .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))
    .flatMap(({ id, balance }) => Array.from({ length: Number(balance > BigInt(count) ? BigInt(count) : balance) }, () => id));
  return units.length >= count ? units.slice(0, count) : null;
}
