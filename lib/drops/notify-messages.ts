// drop-pages §5, verbatim
export const NOTIFY_MESSAGES = {
  verifyEmail: 'Please verify your email',
  registered: 'You have successfully registered to receive notifications.',
  label: (title: string) => `Notify me when ${title} opens`,
} as const;

/** No session (401) counts as unverified: the spec's only refusal. */
export function notifyOutcome(res: { ok: true } | { ok: false; status: number; error: string }): { kind: 'success' | 'error'; text: string } {
  if (res.ok) return { kind: 'success', text: NOTIFY_MESSAGES.registered };
  if (res.status === 401 || res.status === 403) return { kind: 'error', text: NOTIFY_MESSAGES.verifyEmail };
  return { kind: 'error', text: res.error };
}
