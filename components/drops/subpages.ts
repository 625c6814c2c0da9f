import 'server-only';
import { registeredDrop, type DropId } from '@/lib/drops/registry';
import { defaultOf, type DropSubpage, type DropSubpages } from './drop-module';

// The drops whose entry lists `subpages`.
const SUBPAGES: Partial<Record<DropId, () => Promise<{ default?: DropSubpages }>>> = {
  'print-claim': () => import('./print-claim/pages'),
};

/** The drop's own page at /drops/{navKey}/{segment}; null otherwise. */
export async function dropSubpage(navKey: string, segment: string): Promise<DropSubpage | null> {
  const drop = registeredDrop(navKey);
  const load = drop?.subpages?.includes(segment) ? SUBPAGES[drop.id] : undefined;
  if (!drop || !load) return null;
  const pages = await defaultOf<DropSubpages>(load(), `${drop.id}/pages.tsx`, drop);
  return Object.hasOwn(pages, segment) ? pages[segment] : null;
}
