import { clearStoredWalletData } from '@/lib/wallet/storage';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/** platform-core §8: a 401 on a signed-in write ends the session and goes to the root. */
export async function api<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT'; json?: unknown; form?: FormData } = {}): Promise<ApiResult<T>> {
  const method = init.method ?? (init.json || init.form ? 'POST' : 'GET');
  const sent = fetch(path, {
    method,
    headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  return apiAnswer<T>(sent, path, method);
}

/** An answer of one of our routes, from a request already under way (`api` above, or one started early). */
export async function apiAnswer<T>(sent: Promise<Response>, path: string, method = 'GET'): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await sent;
  } catch {
    return { ok: false, status: 0, error: 'Network error, please try again.' };
  }
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (res.ok) return { ok: true, data: body };
  if (res.status === 401 && method !== 'GET' && path.startsWith('/api/me')) {
    clearStoredWalletData();
    // A full load, so every part's wallet state goes too.
    window.location.assign(new URL('/', window.location.origin));
  }
  return { ok: false, status: res.status, error: body.error ?? 'Something went wrong, please try again.' };
}
