'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/messages';
import { decodeClaimToken, printClaimButton } from '@/lib/drops/print-claim/rules';
import { ClaimToken } from './claim-token';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/print-claim/contract');
const noSubscription = () => () => {};

/** The link's claim id (collections §2: `t`), read in the browser: the page is the same for every print. */
function useClaimId(): number | null | undefined {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  return search === null ? undefined : decodeClaimToken(new URLSearchParams(search).get('t'));
}

function Claim({ id }: { id: number | null }) {
  const { settled, wallet, noWallet, connecting, onConfiguredChain, connect, switchChain } = usePanelWallet();
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).printClaimReads(id ?? 0),
    { salesActive: false, supply: 0n, claimed: false },
    { enabled: Boolean(PRINT_CLAIM.address) && id !== null, writesTo: [PRINT_CLAIM.address] },
  );
  const [succeeded, setSucceeded] = useState(false);
  const state = printClaimButton({
    ...figures,
    connected: Boolean(wallet),
    connecting,
    onConfiguredChain,
    claiming: busy,
    validLink: id !== null,
    chainRead: answered || !PRINT_CLAIM.address,
  });

  const onClick = async () => {
    if (state.kind === 'connect') return connect();
    if (state.kind === 'wrong-network') return switchChain();
    const address = PRINT_CLAIM.address;
    if (state.kind !== 'claim' || !address || id === null) return;
    const ok = await send(async () => (await contract()).printClaim(address, id), {
      progress: M.claiming,
      success: (hash) => M.success(hash),
      fallback: M.claiming,
      quietFailure: true,
    });
    if (ok) setSucceeded(true);
  };
  const queued = useQueuedPress(state, settled, () => void onClick());

  return (
    <>
      <ClaimToken id={id} />
      {wallet && id !== null && <p className={styles.hint} data-testid="claim-account">{`Account: ${wallet}`}</p>}
      <PanelButton state={state} onClick={() => void onClick()} settled={settled} onQueued={queued} />
      <WrongNetworkAlert show={Boolean(wallet) && !onConfiguredChain} />
      {noWallet && (
        <p role="alert" className={styles.hint}>
          {M.noWallet}
        </p>
      )}
      {succeeded && (
        <p className={styles.hint}>
          <Link href="/register">{M.signUp}</Link>
        </p>
      )}
    </>
  );
}

/** The payment mode's claim (collections §2, §4). */
export function PrintClaimPanel() {
  const id = useClaimId();
  // Until the link is read (the first paint after hydration), the button waits.
  if (id === undefined) return <PanelButton state={{ label: 'Connect', disabled: true }} />;
  return <Claim id={id} />;
}
