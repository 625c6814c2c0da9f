import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import { defaultOf, type DropSubpage, type DropSubpages } from './drop-module';

/** The drop's own page at /drops/{navKey}/{segment}; null otherwise. */
export async function dropSubpage(navKey: string, segment: string): Promise<DropSubpage | null> {
  const drop = registeredDrop(navKey);
  if (!drop?.subpages?.includes(segment)) return null;
  const pages = await defaultOf<DropSubpages>(import(`./${drop.id}/pages`), `${drop.id}/pages.tsx`, drop);
  return Object.hasOwn(pages, segment) ? pages[segment] : null;
}
