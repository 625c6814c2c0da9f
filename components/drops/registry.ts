import 'server-only';
import { registeredDrop } from '@/lib/drops/registry';
import { defaultOf, type DropModule } from './drop-module';

/** The views for this nav key; null for an ordinary drop. */
export async function dropModule(navKey: string | null | undefined): Promise<DropModule | null> {
  const drop = registeredDrop(navKey);
  if (!drop) return null;
  return defaultOf<DropModule>(import(`./${drop.id}/module`), `${drop.id}/module.tsx`, drop);
}
