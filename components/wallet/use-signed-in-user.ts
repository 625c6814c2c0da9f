'use client';

import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { api } from '@/lib/client/api';
import { isSignedInWallet } from '@/lib/wallet/session-match';

/**
 * Whether the connected wallet is the session's signed-in wallet, and that user's verified e-mail
 * (null while it loads). A failed read of the user counts as not verified (the spec's default),
 * not as loading for ever.
 */
export function useSignedInUser(address: string | undefined) {
  const session = useWalletSession();
  const signedIn = isSignedInWallet(address, session.address);
  const me = useQuery({
    queryKey: ['me', session.address],
    enabled: signedIn,
    queryFn: async () => {
      const res = await api<{ user: { emailVerified: boolean } }>('/api/me');
      return res.ok ? res.data.user : null;
    },
  });
  const emailVerified = !signedIn ? null : me.isPending ? null : (me.data?.emailVerified ?? false);
  return { signedIn, emailVerified };
}
