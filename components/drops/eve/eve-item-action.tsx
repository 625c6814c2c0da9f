'use client';

import { JuneDraw } from '@/components/drops/june-raffle/june-raffle-panel';
import { EveMint, type EveMintItem } from './eve-mint-panel';

/** No clock here, so the server HTML and the browser agree. */
export function EveItemAction({ item, drawn }: { item: EveMintItem; drawn: boolean }) {
  const { mint } = item;
  const draw = drawn && <JuneDraw item={{ key: item.key, renderedAt: item.renderedAt }} />;
  // The server sends an item neither drawn nor with a token no action at all.
  if (!mint) return draw || null;
  return (
    <>
      {draw}
      <EveMint item={item} mint={mint} />
    </>
  );
}
