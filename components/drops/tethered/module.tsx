import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { TetheredLoader } from '@/components/drops/drop-page-loaders';
import { TetheredClaim } from './claim';

/** The tethered mint (drop-pages §2, §4). */
export default defineDrop({
  parts: async () => ({ action: await TetheredClaim({ Loader: TetheredLoader }) }),
});
