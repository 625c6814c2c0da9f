import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { PanelButton } from '@/components/drops/panel-button';
import { TeaserNav } from '@/components/drops/lushsux/teaser-nav';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/messages';

/** The print claim's teaser (drop-pages §2): the landing's anchor nav above, a sold-out button in the hero (the claim is on its own page). */
export default defineDrop({
  parts: ({ drop }) => ({
    above: <TeaserNav title={drop.title} anchors={LUSHSUX_LANDING.anchors.slice(0, 1)} />,
    action: <PanelButton state={{ label: PRINT_CLAIM_MESSAGES.soldOut, disabled: true }} />,
  }),
});
