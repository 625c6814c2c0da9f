import { NEWSLETTER_MESSAGES } from './messages';

export type SubscribeOutcome = { kind: 'subscribed' } | { kind: 'already-subscribed' } | { kind: 'rejected' } | { kind: 'failed' };

export type MailingListSettings = { apiUrl: string; apiKey: string; listId: string };

/** Mailchimp-shaped members API. */
export async function subscribeToMailingList(
  email: string,
  { apiUrl, apiKey, listId }: MailingListSettings,
  doFetch: typeof fetch = fetch,
): Promise<SubscribeOutcome> {
  let res: Response;
  try {
    res = await doFetch(`${apiUrl}/lists/${encodeURIComponent(listId)}/members`, {
      method: 'POST',
      headers: { authorization: `apikey ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: email, status: 'subscribed' }),
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    });
  } catch (err) {
    console.error('[newsletter] provider unreachable', (err as Error | null)?.message ?? err);
    return { kind: 'failed' };
  }
  if (res.ok) return { kind: 'subscribed' };
  const body = (await res.json().catch(() => ({}))) as { title?: string };
  if (res.status === 400 && body.title === 'Member Exists') return { kind: 'already-subscribed' };
  if (res.status === 400) return { kind: 'rejected' };
  console.error(`[newsletter] provider answered ${res.status} ${body.title ?? ''}`);
  return { kind: 'failed' };
}

export function subscribeResponse(outcome: SubscribeOutcome): { status: number; body: { message: string } | { error: string } } {
  switch (outcome.kind) {
    case 'subscribed':
      return { status: 200, body: { message: NEWSLETTER_MESSAGES.success } };
    case 'already-subscribed':
      return { status: 409, body: { error: NEWSLETTER_MESSAGES.alreadySubscribed } };
    case 'rejected':
      return { status: 400, body: { error: NEWSLETTER_MESSAGES.rejected } };
    case 'failed':
      return { status: 502, body: { error: NEWSLETTER_MESSAGES.failed } };
  }
}
