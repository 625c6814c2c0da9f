'use client';

import { useEffect, useState } from 'react';

/**
 * Whether the browser has a wallet: an injected `window.ethereum` or one that answers the EIP-6963
 * request. null while asking (half a second), then true or false.
 */
export function useBrowserWallet(): boolean | null {
  const [found, setFound] = useState<boolean | null>(null);
  useEffect(() => {
    if ((window as { ethereum?: unknown }).ethereum) return setFound(true);
    const onAnnounce = () => setFound(true);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    const timer = setTimeout(() => setFound((f) => f ?? false), 500);
    return () => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      clearTimeout(timer);
    };
  }, []);
  return found;
}
