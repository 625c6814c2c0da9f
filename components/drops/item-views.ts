import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import type { DropItemViews } from './drop-module';

/** The item pages' action of this nav key's drop; null for the generic item page. Apart from registry.ts, so an item page's route reaches no drop page's code. */
export async function dropItemViews(navKey: string | null | undefined): Promise<DropItemViews | null> {
  const drop = registeredDrop(navKey);
  if (!drop?.itemViews) return null;
  const views: { default?: DropItemViews } = await import(`./${drop.id}/item`);
  if (!views.default) throw new Error(`components/drops/${drop.id}/item.tsx has no default export for ${drop.name}`);
  return views.default;
}
