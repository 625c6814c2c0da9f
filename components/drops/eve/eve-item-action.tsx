'use client';

import { JuneRaffleIsland } from '@/components/drops/june-raffle/june-raffle-island';
import { EveMintIsland } from './eve-mint-island';
import type { EveMintItem } from './eve-mint-panel';

/**
 * An Eve item's action: a drawn item shows the June 2022 draw (its own phase: the opening, the
 * entry, "Draw Closed") with the item's mint under it, whose state follows the token's window on the
 * chain ("Public Mint {date}" until it opens); the others (the free open editions) their mint alone.
 * Nothing here depends on the clock, so nothing changes between the server HTML and the browser.
 */
export function EveItemAction({ item, drawn }: { item: EveMintItem & { mintable: boolean }; drawn: boolean }) {
  if (!drawn) return <EveMintIsland item={item} />;
  if (!item.mintable) return <JuneRaffleIsland item={{ key: item.key, renderedAt: item.renderedAt }} />;
  return (
    <>
      <JuneRaffleIsland item={{ key: item.key, renderedAt: item.renderedAt }} />
      <EveMintIsland item={item} />
    </>
  );
}
