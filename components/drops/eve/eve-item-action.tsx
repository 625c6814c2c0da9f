'use client';

import { JuneRaffleIsland } from '@/components/drops/june-raffle/june-raffle-island';
import { EveMintIsland } from './eve-mint-island';
import type { EveMintItem } from './eve-mint-panel';

/** No clock here, so the server HTML and the browser agree. */
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
