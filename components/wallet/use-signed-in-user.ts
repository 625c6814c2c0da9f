'use client';

import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { api } from '@/lib/client/api';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import type { User } from '@/lib/accounts/types';

/** A failed user read counts as not verified (the spec's default), not as loading. */
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
  const user = signedIn && me.data ? me.data : null;
  return { signedIn, emailVerified, user };
}
