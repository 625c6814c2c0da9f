/** Wallet apps' documented dapp deep links (platform-core §1, §2). */
export function walletAppLinks(pageUrl: string): { metamask: string; coinbase: string } {
  const url = new URL(pageUrl);
  return {
    metamask: `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}`,
    coinbase: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(url.href)}`,
  };
}

export function isPhone(userAgent: string): boolean {
  return /android/i.test(userAgent) || /iphone|ipad|ipod/i.test(userAgent);
}
