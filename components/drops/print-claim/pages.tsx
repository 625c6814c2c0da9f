import 'server-only';
import { defineSubpages } from '@/components/drops/drop-module';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/messages';
import { describe } from '@/lib/format/text';
import { PrintClaimView } from './print-claim-view';

/** platform-core §2: the claim's payment mode. */
export default defineSubpages({
  pay: {
    title: `Claim your print: ${PRINT_CLAIM.title}`,
    description: describe(
      `Holders of one of the ${PRINT_CLAIM.edition} ${PRINT_CLAIM.title} prints claim its token here from the link that came with it. ${PRINT_CLAIM_MESSAGES.listPrice}.`,
    ),
    render: ({ drop }) => <PrintClaimView drop={drop} />,
  },
});
