'use client';

import { useReadContract, useReadContracts } from 'wagmi';
import { zeroAddress } from 'viem';
import { memberTokenAbi } from '@/contracts/generated/MemberToken';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { publicConfig } from '@/lib/config/public';
import { LUSHSUX_MESSAGES as M } from '@/lib/drops/lushsux/messages';
import { MEMBER_TOKEN, holderTier } from '@/lib/drops/membership/config';
import styles from './lushsux.module.css';

/** Token numbers rise with ids, so the first few hold the best tier. */
const TOKENS_READ = 10;

/** The wallet's member tier (drop-pages §3), on wagmi's hooks in the wallet host's context. */
export function MemberTier() {
  const { guard } = useChainGuard();
  const wallet = guard.kind === 'ready' ? guard.address : undefined;
  const contract = MEMBER_TOKEN.address ?? zeroAddress;
  const base = { address: contract, abi: memberTokenAbi, chainId: publicConfig.chain.id } as const;
  const balance = useReadContract({
    ...base,
    functionName: 'balanceOf',
    args: [wallet ?? zeroAddress],
    query: { enabled: Boolean(wallet && MEMBER_TOKEN.address) },
  });
  const count = Math.min(Number(balance.data ?? 0n), TOKENS_READ);
  const ids = useReadContracts({
    contracts: Array.from({ length: count }, (_, i) => ({ ...base, functionName: 'tokenOfOwnerByIndex', args: [wallet ?? zeroAddress, BigInt(i)] }) as const),
    query: { enabled: count > 0 },
  });
  const tokenIds = (ids.data ?? []).flatMap((r) => (r.status === 'success' ? [r.result as bigint] : []));
  const numbers = useReadContracts({
    contracts: tokenIds.map((id) => ({ ...base, functionName: 'getTokenNoFromId', args: [id] }) as const),
    query: { enabled: tokenIds.length > 0 },
  });
  // A failed read shows nothing (drop-pages §8: reads fall back silently).
  const tier = holderTier((numbers.data ?? []).flatMap((r) => (r.status === 'success' ? [r.result as bigint] : [])));
  if (!wallet || tier === null) return null;
  return (
    <p className={styles.tier} data-testid="member-tier">
      {M.yourTier(tier)}
    </p>
  );
}
