import { LANE } from './lane';

export const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${LANE.api}`;

/** Item keys by drop nav key and title, looked up since the last reset. */
const itemKeys = new Map<string, string>();

/** Restores the seeded database and the devnet snapshot. */
export async function resetSandbox(): Promise<void> {
  // A reset seeds the items again under this sandbox's keys: the keys looked up before may be gone.
  itemKeys.clear();
  const res = await fetch(`${API_URL}/__sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`sandbox reset failed: ${res.status} ${await res.text()}`);
}

export async function sandboxContracts(): Promise<Record<string, `0x${string}`>> {
  const res = await fetch(`${API_URL}/__sandbox/contracts`);
  return (await res.json()) as Record<string, `0x${string}`>;
}

/** Changes text of an artist, drop or article in the platform database (sandbox only). */
export async function editContent(table: 'artists' | 'drops' | 'articles', key: string, fields: Record<string, string>): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/content/${table}/${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
}

/** Makes every platform path answer 503 (or not), as an outage would. */
export async function setOutage(on: boolean): Promise<void> {
  await fetch(`${API_URL}/__sandbox/outage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ on }) });
}

export async function mailingListMembers(listId = 'drp-newsletter'): Promise<string[]> {
  const res = await fetch(`${API_URL}/mailing-list/lists/${listId}/members`);
  return ((await res.json()) as { members: Array<{ email: string }> }).members.map((m) => m.email);
}

/** The drop notification requests the platform holds (the bell): e-mail and drop nav key. */
export async function dropNotifications(): Promise<Array<{ email: string; drop: string }>> {
  const res = await fetch(`${API_URL}/__sandbox/notifications`);
  return ((await res.json()) as { items: Array<{ email: string; drop: string }> }).items.map(({ email, drop }) => ({ email, drop }));
}

/** The newest e-mail the platform sent to an address (verification or reset code). */
export async function latestMail(email: string): Promise<{ code: string; link: string; subject: string }> {
  const res = await fetch(`${API_URL}/__sandbox/outbox?email=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as Array<{ code: string; link: string; subject: string }>;
  if (!mails.length) throw new Error(`no mail for ${email}`);
  return mails[0];
}

export async function expireTokens(email: string): Promise<void> {
  await fetch(`${API_URL}/__sandbox/expire-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
}

/** Moves the sandbox's clock (the platform stand-in's now and the devnet's block time) to `at`; a reset returns it. */
export async function setSandboxTime(at: Date): Promise<{ now: string; blockTimestamp: number }> {
  const res = await fetch(`${API_URL}/__sandbox/time`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!res.ok) throw new Error(`moving the sandbox clock failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { now: string; blockTimestamp: number };
}

/** The platform calls the site made lately, newest first (sandbox only). */
export async function platformRequests(): Promise<Array<{ method: string; path: string; forwardedFor: string | null }>> {
  return (await (await fetch(`${API_URL}/__sandbox/requests`)).json()) as Array<{ method: string; path: string; forwardedFor: string | null }>;
}

export async function clearPlatformRequests(): Promise<void> {
  await fetch(`${API_URL}/__sandbox/requests`, { method: 'DELETE' });
}

/** Plays a platform fault until turned off (sandbox only): see OUTAGE_MODES in sandbox/api/routes/control.ts. */
export async function setPlatformFault(mode: 'unavailable' | 'error' | 'malformed' | 'slow' | 'down' | null, delayMs?: number): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on: mode !== null, mode: mode ?? 'unavailable', delayMs }),
  });
  if (!res.ok) throw new Error(`setting the platform fault failed: ${res.status}`);
}

/** Freezes (or resumes) the devnet process: its RPC stops answering, as a stopped node would. */
export async function pauseDevnet(paused: boolean): Promise<void> {
  await fetch(`${API_URL}/__sandbox/devnet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paused }) });
}

/** The membership applications the platform holds (sandbox only). */
export async function membershipApplications(): Promise<Array<{ name: string; email: string; social_link: string; reason: string | null }>> {
  const res = await fetch(`${API_URL}/__sandbox/membership-applications`);
  return ((await res.json()) as { items: Array<{ name: string; email: string; social_link: string; reason: string | null }> }).items;
}

/** A wallet's Synthia whitelist allocation, changed behind the page (null: off the whitelist). */
export async function setSynthiaWhitelist(address: string, maxAmount: number | null): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/synthia-whitelist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, max_amount: maxAmount }),
  });
  if (!res.ok) throw new Error(`whitelist change failed: ${res.status}`);
}

/** Reveals the key collection on the platform (or hides it again), as its getRevealedState answers. */
export async function setSynthiaRevealed(revealed: boolean): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/synthia-revealed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ revealed }),
  });
  if (!res.ok) throw new Error(`reveal change failed: ${res.status}`);
}

/** Makes every declared extension of the platform contract answer 404 (or not), as a platform with only the spec's calls. */
export async function setExtensionsOff(off: boolean): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/extensions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ off }),
  });
  if (!res.ok) throw new Error(`extensions switch failed: ${res.status}`);
}

/**
 * The platform's key of a drop's item, found by the drop's nav key and the item's title, as a
 * visitor finds it: the sandbox's keys are opaque and chosen when it starts, so no test
 * knows one by heart.
 */
/** `/drops/{navKey}/…/{Title}` with the item's key in place of `{Title}`; any other path as it is. */
export async function withItemKey(path: string): Promise<string> {
  const match = /^\/drops\/([^/]+)\/(.*)\{(.+)\}$/.exec(path);
  return match ? `/drops/${match[1]}/${match[2]}${await itemKey(match[1], match[3])}` : path;
}

export async function itemKey(navKey: string, title: string): Promise<string> {
  const id = `${navKey}\u0000${title}`;
  const known = itemKeys.get(id);
  if (known) return known;
  const res = await fetch(`${API_URL}/drops/${encodeURIComponent(navKey)}`);
  if (!res.ok) throw new Error(`drop ${navKey}: ${res.status}`);
  const { items } = (await res.json()) as { items: Array<{ key: string; title: string }> };
  for (const item of items) itemKeys.set(`${navKey}\u0000${item.title}`, item.key);
  const key = itemKeys.get(id);
  if (!key) throw new Error(`drop ${navKey} has no item titled ${title}`);
  return key;
}

/** A platform token for a wallet, signed in at the platform itself (as anyone can, without the site). */
export async function platformWalletToken(account: { address: string; signMessage(args: { message: string }): Promise<string> }): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as Record<string, string>;
  const { nonce_text } = await post('/v2/users/wallet/connect', { wallet_address: account.address });
  const { token } = await post('/v2/users/wallet/login', { wallet_address: account.address, signature: await account.signMessage({ message: nonce_text }) });
  return token;
}
