import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import type { DropModule, DropSubpage } from './drop-module';

/**
 * The views of the drop with this nav key (its folder's `module.tsx`, found by the registry's
 * id: lib/drops/registry.ts is the one list of drops); null for an ordinary drop. Loaded by the
 * three generic drop routes only (a drop's page, its items, its pages of its own), so no other
 * route's scripts carry the drops' island loaders.
 */
export async function dropModule(navKey: string | null | undefined): Promise<DropModule | null> {
  const drop = registeredDrop(navKey);
  if (!drop) return null;
  const views: { default?: DropModule } = await import(`./${drop.id}/module`);
  if (!views.default) throw new Error(`components/drops/${drop.id}/module.tsx has no default export for ${drop.name}`);
  return views.default;
}

/** The drop's page of its own at /drops/{navKey}/{segment} (the print claim's /pay); null for any other path. */
export async function dropSubpage(navKey: string, segment: string): Promise<DropSubpage | null> {
  const pages = (await dropModule(navKey))?.pages;
  return pages && Object.hasOwn(pages, segment) ? pages[segment] : null;
}
