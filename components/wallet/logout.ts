'use client';

import { api } from '@/lib/client/api';
import { clearStoredWalletData } from '@/lib/wallet/storage';
import { setWalletSession } from './wallet-session';

/**
 * The one browser logout (platform-core §4): ends the server session (an Unauthorized answer from
 * the platform still completes it), forgets the stored connector, wallet and Discord data, and
 * tells every wallet island. The caller decides where the browser goes next.
 */
export async function logout(): Promise<void> {
  await api('/api/auth/logout', { json: {} });
  clearStoredWalletData();
  setWalletSession(null);
}
