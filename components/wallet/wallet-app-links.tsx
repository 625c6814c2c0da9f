'use client';

import type { DisclaimerComponent } from '@rainbow-me/rainbowkit';
import { isPhone, walletAppLinks } from '@/lib/wallet/deep-links';
import { hasInjectedWallet } from '@/lib/wallet/injected';
import { WALLET_MESSAGES as M } from '@/lib/wallet/messages';
import { useBrowserWallet } from './panel-wallet';

/** Without a wallet: platform-core §8's error, and on a phone the wallet apps' deep links (§1, §2). */
export const WalletAppLinks: DisclaimerComponent = ({ Text, Link }) => {
  const noWallet = useBrowserWallet() === false;
  const appLinks = isPhone(navigator.userAgent) && !hasInjectedWallet() ? walletAppLinks(window.location.href) : null;
  return (
    <>
      {noWallet && <Text>{M.noWallet}</Text>}
      {appLinks && (
        <Text>
          {M.openInApp} <Link href={appLinks.metamask}>{M.openInMetaMask}</Link> · <Link href={appLinks.coinbase}>{M.openInCoinbase}</Link>
        </Text>
      )}
    </>
  );
};
