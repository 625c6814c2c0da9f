import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { TetheredClaim } from './claim';

export default defineItemViews(async () => ({ action: await TetheredClaim() }));
