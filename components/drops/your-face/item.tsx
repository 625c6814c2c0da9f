import 'server-only';
import { defineItemViews } from '@/components/drops/drop-module';
import { RaffleCompleted } from './raffle-completed';

/** drop-pages §2: every item shows "Raffle Completed". */
export default defineItemViews(() => ({ action: <RaffleCompleted /> }));
