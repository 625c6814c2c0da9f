'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useState } from 'react';
import { zeroAddress } from 'viem';
import { useConfig } from 'wagmi';
import { vhilsBurnAbi } from '@/contracts/generated/VhilsBurn';
import { vhilsSourceAbi } from '@/contracts/generated/VhilsSource';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useChainReadGroups } from '@/components/wallet/use-chain-reads';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { publicConfig } from '@/lib/config/public';
import { BURN } from '@/lib/drops/burn/config';
import { batchAndWait, canBatch } from '@/lib/wallet/batch';
import { BURN_MESSAGES as M } from '@/lib/drops/burn/messages';
import { approvalsNeeded, burnButton, toggleSelection, type BurnPhase } from '@/lib/drops/burn/rules';
import { BurnPanel, type BurnFigures } from './burn-panel';
import styles from './burn.module.css';
import panel from '@/components/drops/panel.module.css';

/** Read from the chain, so a reload mid-flow shows the truth. */
function useSourceTokens(wallet: `0x${string}` | undefined, count: number) {
  const source = { address: BURN.source.address, abi: vhilsSourceAbi } as const;
  const owner = wallet ?? zeroAddress;
  const ids = useChainReadGroups(
    Array.from({ length: count }, (_, i) => ({ id: chainRead({ ...source, functionName: 'tokenOfOwnerByIndex', args: [owner, BigInt(i)] }, null) })),
    { enabled: Boolean(wallet) && count > 0 },
  );
  const tokenIds = ids.values.flatMap((v) => (v.id === null ? [] : [v.id]));
  const details = useChainReadGroups(
    tokenIds.map((id) => ({
      source: chainRead({ ...source, functionName: 'sourceOf', args: [id] }, null),
      approved: chainRead({ ...source, functionName: 'getApproved', args: [id] }, ''),
    })),
    { enabled: tokenIds.length > 0 },
  );
  const tokens = tokenIds.map((id, i) => ({
    id,
    source: details.values[i].source,
    approved: details.values[i].approved.toLowerCase() === (BURN.burn.address ?? '').toLowerCase(),
  }));
  const refetch = async () => {
    await ids.refetch();
    await details.refetch();
  };
  // A wallet without tokens reads nothing: not loading.
  return { tokens, loading: ids.waiting.length > 0 || details.waiting.length > 0, refetch };
}

function Burn({ figures: initial }: { figures: BurnFigures }) {
  const { guard, connect, switchChain } = useChainGuard();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const burnContract = BURN.burn.address;
  const sourceContract = BURN.source.address;
  const config = useConfig();
  const { figures, loading, mint, mintWith, busy } = useMint(
    {
      supply: withInitial(
        chainRead({ address: burnContract, abi: vhilsBurnAbi, functionName: 'getToken4Supply' }, null as bigint | null),
        initial.supply ?? undefined,
      ),
      salesActive: withInitial(chainRead({ address: burnContract, abi: vhilsBurnAbi, functionName: 'salesActive' }, false), initial.salesActive),
      balance: chainRead({ address: sourceContract, abi: vhilsSourceAbi, functionName: 'balanceOf', args: [wallet ?? zeroAddress] }, 0n),
    },
    { enabled: Boolean(burnContract && sourceContract) },
  );
  const count = Math.min(Number(figures.balance), BURN.listMax);
  const owned = useSourceTokens(wallet, count);
  const [selected, setSelected] = useState<bigint[]>([]);
  const [phase, setPhase] = useState<BurnPhase>('idle');
  // A token burned or sent away since it was picked drops out of the selection.
  const picked = selected.filter((id) => owned.tokens.some((t) => t.id === id));

  const state = burnButton({
    connected: Boolean(wallet),
    onConfiguredChain: guard.kind === 'ready',
    loading: Boolean(wallet) && (loading || owned.loading),
    supply: figures.supply,
    salesActive: figures.salesActive,
    owned: Number(figures.balance),
    selected: picked.length,
    // A burn kept from before a reload, or sent in another tab, is still under way.
    phase: phase === 'idle' && busy ? 'burning' : phase,
  });

  const burn = async () => {
    if (!burnContract || !sourceContract || picked.length !== BURN.tokensToBurn) return;
    const approved = new Set(owned.tokens.filter((t) => t.approved).map((t) => t.id));
    const burnPicked = { address: burnContract, abi: vhilsBurnAbi, functionName: 'mintToken4', args: [[picked[0], picked[1], picked[2]]] } as const;
    const mintTexts = { progress: M.minting, success: M.minted, fallback: M.mintFailed };
    // Busy from the press on: a second press while the wallet is asked is not a second flow.
    setPhase('approving');
    // One prompt where the wallet batches: the missing approvals and the mint, all or none.
    if (await canBatch(config, publicConfig.chain.id)) {
      setPhase('burning');
      const approvals = approvalsNeeded(picked, approved).map(
        (id) => ({ address: sourceContract, abi: vhilsSourceAbi, functionName: 'approve', args: [burnContract, id] }) as const,
      );
      const done = await mintWith({ ...mintTexts, rejected: M.declined }, (keep) =>
        batchAndWait(config, publicConfig.chain.id, [...approvals, burnPicked], keep),
      );
      await owned.refetch();
      if (done) setSelected([]);
      return setPhase('idle');
    }
    for (const id of approvalsNeeded(picked, approved)) {
      const done = await mint(
        { address: sourceContract, abi: vhilsSourceAbi, functionName: 'approve', args: [burnContract, id] },
        { progress: M.approving(id), success: M.approved(id), fallback: M.failed, rejected: M.declined },
      );
      await owned.refetch();
      // The approvals given so far stay; a retry asks only for those still missing.
      if (!done) return setPhase('idle');
    }
    setPhase('burning');
    const done = await mint(burnPicked, mintTexts);
    await owned.refetch();
    if (done) setSelected([]);
    setPhase('idle');
  };

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind === 'burn' && !state.disabled) void burn();
  };

  return (
    <BurnPanel supply={figures.supply} state={state} onClick={onClick}>
      {wallet && !owned.loading && owned.tokens.length === 0 && <p className={panel.hint}>{M.none}</p>}
      {owned.tokens.length > 0 && (
        // A list is named by a label element, not aria-label (html-validate's aria-label-misuse).
        <>
          <span id="burn-tokens" className="visually-hidden">
            Your tokens
          </span>
          <ul className={styles.cards} aria-labelledby="burn-tokens">
            {owned.tokens.map((t) => {
              const on = picked.includes(t.id);
              return (
                <li key={String(t.id)}>
                  <button
                    type="button"
                    className={styles.card}
                    aria-pressed={on}
                    disabled={phase !== 'idle' || (!on && picked.length >= BURN.tokensToBurn)}
                    onClick={() => setSelected(toggleSelection(picked, t.id))}
                  >
                    <strong>{`Token #${t.id}`}</strong>
                    {t.source !== null && <span>{`Source ${t.source}`}</span>}
                    {t.approved && <span className={styles.badge}>{M.approvedBadge}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <WrongNetworkAlert show={guard.kind === 'wrong-network'} />
    </BurnPanel>
  );
}

/** The burn, live (drop-pages §4). */
export default liveIsland(Burn);
