'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { walletHost } from './wallet-store';

/**
 * A panel's part written on wagmi's hooks (LAYERS' app, Synthia's mint modal): its code loads with the
 * wallet host and it renders where it stands, inside the host's wagmi config and query client.
 */
export function inWalletHost<P extends object>(load: () => Promise<ComponentType<P>>, loading?: () => ReactNode) {
  return dynamic(
    async () => {
      // A part that cannot load leaves its place empty rather than the page an error.
      const loaded = await Promise.all([walletHost(), load()]).catch((error: unknown) => void console.error(error));
      if (!loaded) return () => null;
      const [{ Context }, Part] = loaded;
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
