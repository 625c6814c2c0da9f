import 'server-only';
import { registeredDrop, type DropId } from '@/lib/drops/registry';
import { defaultOf, type DropModule } from './drop-module';

// Every registered drop's page views, each loaded on demand: a page loads only its own drop's.
const MODULES: Record<DropId, () => Promise<{ default?: DropModule }>> = {
  blackfeather: () => import('./blackfeather/module'),
  desiccation: () => import('./desiccation/module'),
  lushsux: () => import('./lushsux/module'),
  layers: () => import('./layers/module'),
  synthia: () => import('./synthia/module'),
  tethered: () => import('./tethered/module'),
  vr: () => import('./vr/module'),
  founding: () => import('./founding/module'),
  burn: () => import('./burn/module'),
  'print-claim': () => import('./print-claim/module'),
  'your-face': () => import('./your-face/module'),
  eve: () => import('./eve/module'),
};

/** The views for this nav key; null for an ordinary drop. */
export async function dropModule(navKey: string | null | undefined): Promise<DropModule | null> {
  const drop = registeredDrop(navKey);
  if (!drop) return null;
  return defaultOf<DropModule>(MODULES[drop.id](), `${drop.id}/module.tsx`, drop);
}
