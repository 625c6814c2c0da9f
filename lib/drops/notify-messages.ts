/** The notification bell's texts (drop-pages §5), spelled as the spec spells them. */
export const NOTIFY_MESSAGES = {
  verifyEmail: 'Please verify your email',
  registered: 'You have successfully registered to receive notifications.',
  label: (title: string) => `Notify me when ${title} opens`,
} as const;

/**
 * The toast for the platform's answer: success, or the verify-email error for a visitor without a
 * verified e-mail (no session, 401, counts as one: the spec's only refusal), or the route's own text.
 */
export function notifyOutcome(res: { ok: true } | { ok: false; status: number; error: string }): { kind: 'success' | 'error'; text: string } {
  if (res.ok) return { kind: 'success', text: NOTIFY_MESSAGES.registered };
  if (res.status === 401 || res.status === 403) return { kind: 'error', text: NOTIFY_MESSAGES.verifyEmail };
  return { kind: 'error', text: res.error };
}
