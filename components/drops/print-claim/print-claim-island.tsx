'use client';

import { useSyncExternalStore } from 'react';
import { PanelButton } from '@/components/drops/panel-button';
import { createWalletIsland, type Visitor } from '@/components/wallet/create-wallet-island';
import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/messages';
import { decodeClaimToken } from '@/lib/drops/print-claim/rules';
import { ClaimToken } from './claim-token';
import styles from '@/components/drops/panel.module.css';

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

/** Before the wallet stack: the link's token and Connect. */
function StandIn({ id, visitor }: { id: number | null; visitor: Visitor }) {
  return (
    <>
      <ClaimToken id={id} />
      <PanelButton state={{ label: 'Connect', disabled: id === null }} onClick={visitor.connect} />
      {visitor.noWallet && (
        <p role="alert" className={styles.hint}>
          {M.noWallet}
        </p>
      )}
    </>
  );
}

const ClaimIsland = createWalletIsland(() => import('./print-claim-live'), StandIn);

/** The payment mode's claim (collections §2, §4). */
export function PrintClaimIsland() {
  const id = useClaimId();
  // Until the link is read (the first paint after hydration), the button waits.
  if (id === undefined) return <PanelButton state={{ label: 'Connect', disabled: true }} />;
  return <ClaimIsland id={id} />;
}
