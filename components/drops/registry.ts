import 'server-only';
import type { DropModule } from './drop-module';
import { blackFeatherDrop } from './blackfeather/module';
import { burnDrop } from './burn/module';
import { desiccationDrop } from './desiccation/module';
import { eveDrop } from './eve/module';
import { foundingDrop } from './founding/module';
import { layersDrop } from './layers/module';
import { lushsuxLandingDrop } from './lushsux/module';
import { printClaimDrop } from './print-claim/module';
import { synthiaDrop } from './synthia/module';
import { tetheredDrop } from './tethered/module';
import { vrDrop } from './vr/module';
import { yourFaceDrop } from './your-face/module';

/**
 * Every drop with rules of its own, one line each: the only place that knows which drops exist.
 * The generic routes (/drops/{dropId}, …/product/{key}) look the drop up by its nav key; a drop
 * that is not here is an ordinary drop. Adding a drop is its folder and one line here.
 */
export const DROP_MODULES: readonly DropModule[] = [
  blackFeatherDrop,
  desiccationDrop,
  lushsuxLandingDrop,
  layersDrop,
  synthiaDrop,
  tetheredDrop,
  vrDrop,
  foundingDrop,
  burnDrop,
  printClaimDrop,
  yourFaceDrop,
  eveDrop,
];

const byNavKey = new Map<string, DropModule>();
for (const drop of DROP_MODULES) {
  for (const navKey of drop.navKeys) {
    if (byNavKey.has(navKey)) throw new Error(`Two drop modules claim the nav key ${navKey}: ${byNavKey.get(navKey)!.name} and ${drop.name}`);
    byNavKey.set(navKey, drop);
  }
}

/** The drop's module by its nav key; null for an ordinary drop. */
export function dropModule(navKey: string | null | undefined): DropModule | null {
  return (navKey && byNavKey.get(navKey)) || null;
}
