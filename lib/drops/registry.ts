import 'server-only';
import { BLACK_FEATHER_DROP } from './blackfeather/drop';
import { BURN_DROP } from './burn/drop';
import { DESICCATION_DROP } from './desiccation/drop';
import type { DropEntry } from './drop-entry';
import { EVE_DROP } from './eve/drop';
import { FOUNDING_DROP } from './founding/drop';
import { LAYERS_DROP } from './layers/drop';
import { LUSHSUX_LANDING_DROP } from './lushsux/drop';
import { PRINT_CLAIM_DROP } from './print-claim/drop';
import { SYNTHIA_DROP } from './synthia/drop';
import { TETHERED_DROP } from './tethered/drop';
import { VR_DROP } from './vr/drop';
import { YOUR_FACE_DROP } from './your-face/drop';

// The only list of drops with rules of their own; adding one is its two folders and one line here.
export const DROPS = {
  blackfeather: BLACK_FEATHER_DROP,
  desiccation: DESICCATION_DROP,
  lushsux: LUSHSUX_LANDING_DROP,
  layers: LAYERS_DROP,
  synthia: SYNTHIA_DROP,
  tethered: TETHERED_DROP,
  vr: VR_DROP,
  founding: FOUNDING_DROP,
  burn: BURN_DROP,
  'print-claim': PRINT_CLAIM_DROP,
  'your-face': YOUR_FACE_DROP,
  eve: EVE_DROP,
} as const satisfies Record<string, DropEntry>;

export type DropId = keyof typeof DROPS;

export type RegisteredDrop = DropEntry & { id: DropId };

/** Two drops claiming one nav key stops the site from starting. */
export function indexByNavKey(drops: Readonly<Record<string, DropEntry>>): Map<string, DropEntry & { id: string }> {
  const index = new Map<string, DropEntry & { id: string }>();
  for (const [id, entry] of Object.entries(drops)) {
    for (const navKey of entry.navKeys) {
      const other = index.get(navKey);
      if (other) throw new Error(`Two drops claim the nav key ${navKey}: ${other.name} and ${entry.name}`);
      index.set(navKey, { ...entry, id });
    }
  }
  return index;
}

const byNavKey = indexByNavKey(DROPS) as Map<string, RegisteredDrop>;

/** null for an ordinary drop. */
export function registeredDrop(navKey: string | null | undefined): RegisteredDrop | null {
  return (navKey && byNavKey.get(navKey)) || null;
}

export function registeredNavKeys(): ReadonlyMap<string, RegisteredDrop> {
  return byNavKey;
}
