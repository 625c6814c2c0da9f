import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import { defaultOf, type DropItemViews } from './drop-module';

/** The item pages' action of this nav key's drop; null for the generic item page. Apart from registry.ts, so an item page's route reaches no drop page's code. */
export async function dropItemViews(navKey: string | null | undefined): Promise<DropItemViews | null> {
  const drop = registeredDrop(navKey);
  if (!drop?.itemViews) return null;
  return defaultOf<DropItemViews>(import(`./${drop.id}/item`), `${drop.id}/item.tsx`, drop);
}
