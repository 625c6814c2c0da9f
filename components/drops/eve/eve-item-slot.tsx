'use client';

import { useNow } from '@/components/ui/use-now';
import { JuneRaffleSlot } from '@/components/drops/june-raffle/june-raffle-slot';
import { juneRafflePhase } from '@/lib/drops/june-raffle/rules';
import { EveMintSlot, type EveMintItem } from './eve-mint-slot';

/**
 * An Eve item's action: a drawn item shows the June 2022 draw, and once it has closed ("Draw Closed")
 * its mint under it; the
 * others (the free open editions) their mint. Decided by the visitor's clock, like every timed state.
 */
export function EveItemSlot({ item, drawn }: { item: EveMintItem & { key: string }; drawn: boolean }) {
  const now = useNow(new Date(item.renderedAt));
  if (!drawn) return <EveMintSlot item={item} />;
  const draw = <JuneRaffleSlot item={{ key: item.key, renderedAt: item.renderedAt }} />;
  // Once the draw has closed its "Draw Closed" stays (drop-pages §4) with the mint under it.
  return juneRafflePhase(now) === 'closed' ? (
    <>
      {draw}
      <EveMintSlot item={item} />
    </>
  ) : (
    draw
  );
}
