/**
 * Opening this page inside a wallet app's own browser (platform-core §1, §2: "Deep links open the
 * site inside two wallet apps"): on a phone without an injected wallet, the connect modal offers
 * these instead of a connection that cannot happen. The URL formats are the apps' documented dapp
 * deep links: MetaMask takes the page without its scheme, Coinbase Wallet the whole URL encoded.
 */
export function walletAppLinks(pageUrl: string): { metamask: string; coinbase: string } {
  const url = new URL(pageUrl);
  return {
    metamask: `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}`,
    coinbase: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(url.href)}`,
  };
}

/** A phone, as RainbowKit tells one (its mobile modal): iOS or Android by the user agent. */
export function isPhone(userAgent: string): boolean {
  return /android/i.test(userAgent) || /iphone|ipad|ipod/i.test(userAgent);
}
