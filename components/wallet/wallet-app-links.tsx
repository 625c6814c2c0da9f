'use client';

import type { DisclaimerComponent } from '@rainbow-me/rainbowkit';
import { isPhone, walletAppLinks } from '@/lib/wallet/deep-links';
import { hasInjectedWallet } from '@/lib/wallet/injected';
import { WALLET_MESSAGES as M } from '@/lib/wallet/messages';
import { useBrowserWallet } from './use-browser-wallet';

/**
 * The connect modal's foot in a browser without a wallet: platform-core §8's wallet error ("Non-Ethereum
 * browser extension detected…") above the options that need none, and on a phone (platform-core §1,
 * §2) links that open this page inside MetaMask's and Coinbase Wallet's browsers, where the wallet
 * is injected. With a wallet, nothing (RainbowKit's modal as it is).
 */
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
