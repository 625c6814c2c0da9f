import { isSignedInWallet } from '@/lib/wallet/session-match';

export type GateState =
  | { kind: 'connect' }
  | { kind: 'wrong-network' }
  | { kind: 'checking' }
  | { kind: 'not-holder' }
  | { kind: 'sign-in' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unlocked' };

export type GateInput = {
  account: string | null;
  onConfiguredChain: boolean;
  /** null while in flight; a failed read counts as 0 (the spec's default). */
  balance: bigint | null;
  sessionAddress: string | null;
  content: 'none' | 'loading' | 'failed' | 'loaded';
};

export function gateState(input: GateInput): GateState {
  if (!input.account) return { kind: 'connect' };
  if (!input.onConfiguredChain) return { kind: 'wrong-network' };
  if (input.balance === null) return { kind: 'checking' };
  if (input.balance < 1n) return { kind: 'not-holder' };
  if (!isSignedInWallet(input.account, input.sessionAddress)) return { kind: 'sign-in' };
  if (input.content === 'loaded') return { kind: 'unlocked' };
  if (input.content === 'failed') return { kind: 'failed' };
  return { kind: 'loading' };
}

export function holderBalance(results: ReadonlyArray<{ status: 'success' | 'failure'; result?: unknown }>): bigint {
  return results.reduce((sum, r) => (r.status === 'success' && typeof r.result === 'bigint' ? sum + r.result : sum), 0n);
}
