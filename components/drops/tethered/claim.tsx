import 'server-only';
import type { ComponentType } from 'react';
import { readTethered } from '@/lib/drops/tethered/chain';
import type { TetheredFigures } from '@/lib/drops/tethered/config';

/** The claim, on the drop page and on its items' pages, through that route's loader. */
export async function TetheredClaim({ Loader }: { Loader: ComponentType<{ figures: TetheredFigures }> }) {
  return <Loader figures={await readTethered()} />;
}
