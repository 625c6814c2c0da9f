import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import type { DropSubpage, DropSubpages } from './drop-module';

/** The drop's own page at /drops/{navKey}/{segment}; null otherwise. */
export async function dropSubpage(navKey: string, segment: string): Promise<DropSubpage | null> {
  const drop = registeredDrop(navKey);
  if (!drop?.subpages?.includes(segment)) return null;
  const pages: { default?: DropSubpages } = await import(`./${drop.id}/pages`);
  return pages.default && Object.hasOwn(pages.default, segment) ? pages.default[segment] : null;
}
