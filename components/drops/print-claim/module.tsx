import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { PanelButton } from '@/components/drops/panel-button';
import { TeaserNav } from '@/components/drops/lushsux/teaser-nav';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/messages';

/** The print claim (drop-pages §2, platform-core §2); its claim is the /pay page (pages.tsx). */
export default defineDrop({
  parts: ({ drop }) => ({
    above: <TeaserNav title={drop.title} anchors={LUSHSUX_LANDING.anchors.slice(0, 1)} />,
    action: <PanelButton state={{ label: PRINT_CLAIM_MESSAGES.soldOut, disabled: true }} />,
  }),
});
