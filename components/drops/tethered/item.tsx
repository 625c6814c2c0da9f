import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { TetheredLoader } from '@/components/drops/item-page-loaders';
import { TetheredClaim } from './claim';

export default defineItemViews(async () => ({ action: await TetheredClaim({ Loader: TetheredLoader }) }));
