import type { APIRequestContext, Locator } from '@playwright/test';

/** As the platform does after a change: the site's cached reads of that kind (tag) are refreshed. */
export async function revalidateTag(request: APIRequestContext, tag: string): Promise<void> {
  const res = await request.post('/api/revalidate', { data: { tag }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
  if (!res.ok()) throw new Error(`revalidate ${tag} failed: ${res.status()}`);
}

/** The platform picture an <img> shows, from behind the image optimiser (/_next/image?url=…). */
export async function shownPicture(img: Locator): Promise<string> {
  const src = (await img.getAttribute('src')) ?? '';
  return new URL(src, 'http://site').searchParams.get('url') ?? src;
}
