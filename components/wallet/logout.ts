'use client';

import { api } from '@/lib/client/api';
import { clearStoredWalletData } from '@/lib/wallet/storage';
import { setWalletSession } from './wallet-session';

/** platform-core §4; the caller decides where the browser goes next. */
export async function logout(): Promise<void> {
  await api('/api/auth/logout', { json: {} });
  clearStoredWalletData();
  setWalletSession(null);
}
