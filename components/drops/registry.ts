import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import type { DropModule } from './drop-module';

/** The views for this nav key; null for an ordinary drop. */
export async function dropModule(navKey: string | null | undefined): Promise<DropModule | null> {
  const drop = registeredDrop(navKey);
  if (!drop) return null;
  const views: { default?: DropModule } = await import(`./${drop.id}/module`);
  if (!views.default) throw new Error(`components/drops/${drop.id}/module.tsx has no default export for ${drop.name}`);
  return views.default;
}
