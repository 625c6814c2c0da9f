'use client';

import { JuneDraw } from '@/components/drops/june-raffle/june-raffle-panel';
import { EveMint, type EveMintItem } from './eve-mint-panel';

/** No clock here, so the server HTML and the browser agree. */
export function EveItemAction({ item, drawn }: { item: EveMintItem; drawn: boolean }) {
  if (!drawn) return <EveMint item={item} />;
  if (!item.mint) return <JuneDraw item={{ key: item.key, renderedAt: item.renderedAt }} />;
  return (
    <>
      <JuneDraw item={{ key: item.key, renderedAt: item.renderedAt }} />
      <EveMint item={item} />
    </>
  );
}
