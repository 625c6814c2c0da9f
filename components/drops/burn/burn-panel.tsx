'use client';

import { useState } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet, walletRuntime } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { BURN } from '@/lib/drops/burn/config';
import { BURN_MESSAGES as M } from '@/lib/drops/burn/messages';
import { approvalsNeeded, burnButton, listLoading, ownedTokens, toggleSelection, type BurnPhase } from '@/lib/drops/burn/rules';
import styles from './burn.module.css';
import panel from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/burn/contract');

/** Token 4's supply (null when unknown). */
export type BurnFigures = { supply: bigint | null; salesActive: boolean };

/** The burn-three-tokens flow (drop-pages §4): the wallet's tokens read from the chain, so a reload mid-flow shows the truth. */
export function BurnPanel({ figures: server }: { figures: BurnFigures }) {
  const { settled, wallet, noWallet, onConfiguredChain, connect, switchChain } = usePanelWallet();
  const both = Boolean(BURN.burn.address && BURN.source.address);
  const main = usePanelChain(
    async () => (await contract()).burnReads(wallet),
    { ...server, balance: 0n },
    {
      key: wallet ?? '',
      enabled: both,
      writesTo: [BURN.burn.address, BURN.source.address],
    },
  );
  const { figures } = main;
  const count = wallet ? Math.min(Number(figures.balance), BURN.listMax) : 0;
  const idsRead = usePanelChain(async () => (await contract()).ownedTokenReads(wallet!, count), {} as Record<string, bigint | null>, {
    key: `${wallet}:${count}`,
    enabled: both && count > 0,
    // The main read follows the contracts' events; the list is read again with it and after each press.
    events: false,
  });
  const ids = Object.values(idsRead.figures).flatMap((id) => (id === null ? [] : [id]));
  const details = usePanelChain(async () => (await contract()).tokenDetailReads(ids), {} as Record<string, bigint | string | null>, {
    key: ids.join(','),
    enabled: ids.length > 0,
    events: false,
  });
  const tokens = ownedTokens(ids, details.figures, BURN.burn.address);
  const listing = listLoading(count, idsRead.answered, ids.length, details.answered);
  const [selected, setSelected] = useState<bigint[]>([]);
  const [phase, setPhase] = useState<BurnPhase>('idle');
  // A token burned or sent away since it was picked drops out of the selection.
  const picked = selected.filter((id) => tokens.some((t) => t.id === id));

  const state = burnButton({
    connected: Boolean(wallet),
    onConfiguredChain,
    loading: Boolean(wallet) && (!main.answered || listing),
    supply: figures.supply,
    salesActive: figures.salesActive,
    owned: wallet ? Number(figures.balance) : 0,
    selected: picked.length,
    // A burn pending from before a reload, or sent in another tab, is still under way.
    phase: phase === 'idle' && main.busy ? 'burning' : phase,
  });

  const reread = async () => {
    await idsRead.refetch();
    await details.refetch();
  };

  const burn = async () => {
    if (!both || picked.length !== BURN.tokensToBurn) return;
    const approved = new Set(tokens.filter((t) => t.approved).map((t) => t.id));
    const { approveForBurn, burnForToken4 } = await contract();
    const mintTexts = { progress: M.minting, success: M.minted, fallback: M.mintFailed };
    // Busy from the press on: a second press while the wallet is asked is not a second flow.
    setPhase('approving');
    // One prompt where the wallet batches: the missing approvals and the mint, all or none.
    if (await (await walletRuntime()).canBatch()) {
      setPhase('burning');
      const calls = [...approvalsNeeded(picked, approved).map(approveForBurn), burnForToken4(picked)];
      const done = await main.send(async () => calls, { ...mintTexts, rejected: M.declined });
      await reread();
      if (done) setSelected([]);
      return setPhase('idle');
    }
    for (const id of approvalsNeeded(picked, approved)) {
      const done = await main.send(async () => approveForBurn(id), {
        progress: M.approving(id),
        success: M.approved(id),
        fallback: M.failed,
        rejected: M.declined,
      });
      await reread();
      // The approvals given so far stay; a retry asks only for those still missing.
      if (!done) return setPhase('idle');
    }
    setPhase('burning');
    const done = await main.send(async () => burnForToken4(picked), mintTexts);
    await reread();
    if (done) setSelected([]);
    setPhase('idle');
  };

  const onClick = () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    if (state.kind === 'burn' && !state.disabled) void burn();
  };
  const queued = useQueuedPress(state, settled, onClick);

  return (
    <div className={panel.mint}>
      <p className={panel.counter} data-testid="token4-supply">
        <strong>{figures.supply === null ? '--' : figures.supply.toString()}</strong>
        {` / ${BURN.token4Cap} Token 4 minted`}
      </p>
      <p className={panel.hint}>{M.pick}</p>
      {wallet && !listing && main.answered && tokens.length === 0 && <p className={panel.hint}>{M.none}</p>}
      {tokens.length > 0 && (
        // A list is named by a label element, not aria-label (html-validate's aria-label-misuse).
        <>
          <span id="burn-tokens" className="visually-hidden">
            Your tokens
          </span>
          <ul className={styles.cards} aria-labelledby="burn-tokens">
            {tokens.map((t) => {
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
      <WrongNetworkAlert show={state.kind === 'wrong-network'} />
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={noWallet && state.kind === 'connect'} />
    </div>
  );
}
