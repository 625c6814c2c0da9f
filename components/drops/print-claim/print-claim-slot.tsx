'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import { PRINT_CLAIM_MESSAGES as M } from '@/lib/drops/print-claim/config';
import { decodeClaimToken } from '@/lib/drops/print-claim/rules';
import { PanelButton } from '@/components/drops/panel-button';
import styles from '@/components/drops/blackfeather/mint.module.css';

const loadLive = () => import('./print-claim-live');
const TokenId = createContext<number | null>(null);

/** The claim id of the page's link (collections §2: `t`), read in the browser: the page itself is the same for every print. */
function useClaimId(): number | null | undefined {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  return search === null ? undefined : decodeClaimToken(new URLSearchParams(search).get('t'));
}

const noSubscription = () => () => {};

/** Before the wallet stack: the token of the link and Connect, which loads the stack and opens the connect modal. */
function VisitorClaim() {
  const id = useContext(TokenId);
  const browserWallet = useBrowserWallet();
  return (
    <>
      <ClaimToken id={id} />
      <PanelButton
        state={{ label: 'Connect', disabled: id === null }}
        onPointerEnter={() => void loadLive()}
        onClick={() => browserWallet !== false && requestWalletStack({ openModal: true })}
      />
      {browserWallet === false && (
        <p role="alert" className={styles.hint}>
          {M.noWallet}
        </p>
      )}
    </>
  );
}

export function ClaimToken({ id }: { id: number | null }) {
  if (id === null)
    return (
      <p role="alert" className={styles.hint}>
        {M.badLink}
      </p>
    );
  return (
    <p className={styles.counter} data-testid="claim-token">
      {M.claimToken(id)}
    </p>
  );
}

const Live = dynamic(loadLive, { ssr: false });

/** The payment mode's claim (collections §2, §4): the link's token, the account, the button; live once a wallet acts. */
export function PrintClaimSlot() {
  const id = useClaimId();
  // Until the link is read (the first paint after hydration), the button waits.
  if (id === undefined) return <PanelButton state={{ label: 'Connect', disabled: true }} />;
  return (
    <TokenId.Provider value={id}>
      <IslandSlot standIn={<VisitorClaim />}>{id !== null && <Live id={id} />}</IslandSlot>
    </TokenId.Provider>
  );
}
