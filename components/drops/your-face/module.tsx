import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { yourFaceDateLine } from '@/lib/drops/your-face/config';
import { RaffleCompleted } from './raffle-completed';

/** The Your Face rounds (drop-pages §2): every item shows "Raffle Completed". */
export default defineDrop({
  parts: ({ drop }) => ({ dateLine: yourFaceDateLine(drop) }),
  item: () => ({ action: <RaffleCompleted /> }),
});
