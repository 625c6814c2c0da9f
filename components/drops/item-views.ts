import 'server-only';
import { registeredDrop, type DropId } from '@/lib/drops/registry';
import { defaultOf, type DropItemViews } from './drop-module';

// The drops whose entry sets `itemViews`; apart from registry.ts, so an item page's route reaches no drop page's code.
const ITEM_VIEWS: Partial<Record<DropId, () => Promise<{ default?: DropItemViews }>>> = {
  desiccation: () => import('./desiccation/item'),
  eve: () => import('./eve/item'),
  tethered: () => import('./tethered/item'),
  'your-face': () => import('./your-face/item'),
};

/** The item pages' action of this nav key's drop; null for the generic item page. */
export async function dropItemViews(navKey: string | null | undefined): Promise<DropItemViews | null> {
  const drop = registeredDrop(navKey);
  const load = drop?.itemViews ? ITEM_VIEWS[drop.id] : undefined;
  if (!drop || !load) return null;
  return defaultOf<DropItemViews>(load(), `${drop.id}/item.tsx`, drop);
}
