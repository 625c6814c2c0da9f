import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { PanelButton } from '@/components/drops/panel-button';
import { TeaserNav } from '@/components/drops/lushsux/teaser-nav';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/messages';
import { describe } from '@/lib/format/text';
import { PrintClaimView } from './print-claim-view';

/** The print claim (drop-pages §2, platform-core §2); its claim is the /pay page. */
export default defineDrop({
  parts: ({ drop }) => ({
    above: <TeaserNav title={drop.title} anchors={LUSHSUX_LANDING.anchors.slice(0, 1)} />,
    action: <PanelButton state={{ label: PRINT_CLAIM_MESSAGES.soldOut, disabled: true }} />,
  }),
  pages: {
    pay: {
      title: `Claim your print: ${PRINT_CLAIM.title}`,
      description: describe(
        `Holders of one of the ${PRINT_CLAIM.edition} ${PRINT_CLAIM.title} prints claim its token here from the link that came with it. ${PRINT_CLAIM_MESSAGES.listPrice}.`,
      ),
      render: ({ drop }) => <PrintClaimView drop={drop} />,
    },
  },
});
