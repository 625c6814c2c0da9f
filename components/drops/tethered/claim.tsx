import 'server-only';
import { readTethered } from '@/lib/drops/tethered/chain';
import { TetheredLoader } from './tethered-loader';

/** The claim, on the drop page and on its items' pages. */
export async function TetheredClaim() {
  return <TetheredLoader figures={await readTethered()} />;
}
