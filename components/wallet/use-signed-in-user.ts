'use client';

import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { api } from '@/lib/client/api';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import type { User } from '@/lib/accounts/types';

/**
 * Whether the connected wallet is the session's signed-in wallet, that user's verified e-mail and profile
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
      const res = await api<{ user: User }>('/api/me');
      return res.ok ? res.data.user : null;
    },
  });
  const emailVerified = !signedIn ? null : me.isPending ? null : (me.data?.emailVerified ?? false);
  // The profile as the owner sees it (null until read, or when not signed in).
  const user = signedIn && me.data ? me.data : null;
  return { signedIn, emailVerified, user };
}
