'use client';

import type { DisclaimerComponent } from '@rainbow-me/rainbowkit';
import { isPhone, walletAppLinks } from '@/lib/wallet/deep-links';
import { hasInjectedWallet } from '@/lib/wallet/injected';
import { WALLET_MESSAGES as M } from '@/lib/wallet/messages';

/**
 * The connect modal's foot on a phone without an injected wallet (platform-core §1, §2): links that
 * open this page inside MetaMask's and Coinbase Wallet's browsers, where the wallet is injected.
 * On a desktop, or in a wallet app's browser, nothing (RainbowKit's modal as it is).
 */
export const WalletAppLinks: DisclaimerComponent = ({ Text, Link }) => {
  if (!isPhone(navigator.userAgent) || hasInjectedWallet()) return null;
  const links = walletAppLinks(window.location.href);
  return (
    <Text>
      {M.openInApp} <Link href={links.metamask}>{M.openInMetaMask}</Link> · <Link href={links.coinbase}>{M.openInCoinbase}</Link>
    </Text>
  );
};
