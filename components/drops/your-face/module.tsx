import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { yourFaceDateLine } from '@/lib/drops/your-face/config';

/** The Your Face rounds (drop-pages §2); their items show "Raffle Completed" (item.tsx). */
export default defineDrop({
  parts: ({ drop }) => ({ dateLine: yourFaceDateLine(drop) }),
});
