'use client';

import { useBrowserWallet } from '@/components/wallet/use-browser-wallet';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import { publicConfig } from '@/lib/config/public';
import { WALLET_MESSAGES, connectToChainAlert } from '@/lib/wallet/messages';
import styles from '@/components/drops/blackfeather/mint.module.css';

/**
 * A drop panel's button before the wallet stack is there: pointing at it starts loading the live
 * island (`loadLive`), a click on a connect state loads the stack and opens the connect modal; a
 * browser without a wallet gets the hint instead (`noWallet`).
 */
export function useVisitorConnect(loadLive: () => Promise<unknown>) {
  const browserWallet = useBrowserWallet();
  return {
    noWallet: browserWallet === false,
    onPointerEnter: () => void loadLive(),
    connect: () => {
      if (browserWallet !== false) requestWalletStack({ openModal: true });
    },
  };
}

/** "No wallet" hint under a visitor's connect button. */
export function NoWalletHint({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="status" className={styles.hint}>
      {WALLET_MESSAGES.noWalletOnMintPage}
    </p>
  );
}

/** The mint pages' alert under a button on another chain (drop-pages §5: "Please connect to Ethereum Main Network"). */
export function WrongNetworkAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className={styles.hint}>
      {connectToChainAlert(publicConfig.chain)}
    </p>
  );
}
