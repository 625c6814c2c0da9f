'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { walletHost } from './wallet-account';

/**
 * A panel's part written on wagmi's hooks (LAYERS' app, Synthia's mint modal): its code loads with the
 * wallet host and it renders where it stands, inside the host's wagmi config and query client.
 */
export function inWalletHost<P extends object>(load: () => Promise<ComponentType<P>>, loading?: () => ReactNode) {
  return dynamic(
    async () => {
      const [{ Context }, Part] = await Promise.all([walletHost(), load()]);
      return function InWalletHost(props: P) {
        return (
          <Context>
            <Part {...props} />
          </Context>
        );
      };
    },
    { ssr: false, loading: loading && (() => loading()) },
  );
}
