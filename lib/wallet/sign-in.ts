/** Wallet sign-in through our route handlers: nonce → the wallet signs it → session cookie. */
export type SignedInUser = { key: string; username: string; displayName: string; emailVerified: boolean; address: string };

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(json.error ?? `Request failed (${res.status})`);
  return json;
}

export async function signInWithWallet(address: string, signMessage: (args: { message: string }) => Promise<string>): Promise<SignedInUser> {
  const { nonceText } = await postJson<{ nonceText: string }>('/api/auth/wallet/nonce', { address });
  const signature = await signMessage({ message: nonceText });
  const { user } = await postJson<{ user: SignedInUser }>('/api/auth/wallet/login', { address, signature });
  return user;
}

/** A wallet's "user rejected" answer (EIP-1193 4001), which the UI treats quietly. */
export function isUserRejection(err: unknown): boolean {
  for (let e = err as { code?: number; name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true;
  }
  return false;
}
