import type { ChainGuard } from './chain-guard';
import { isSignedInWallet } from './session-match';

export type HeaderView = { kind: 'loading' } | { kind: 'wrong-network' } | { kind: 'account'; address: `0x${string}`; signedIn: boolean } | { kind: 'connect' };

/** platform-core §2: what the header's wallet place shows; a box while the session is read, so nothing shifts. */
export function headerView(guard: ChainGuard, session: { status: 'loading' | 'ready'; address: string | null }): HeaderView {
  if (session.status === 'loading') return { kind: 'loading' };
  if (guard.kind === 'wrong-network') return { kind: 'wrong-network' };
  if (guard.kind === 'ready') return { kind: 'account', address: guard.address, signedIn: isSignedInWallet(guard.address, session.address) };
  return { kind: 'connect' };
}
