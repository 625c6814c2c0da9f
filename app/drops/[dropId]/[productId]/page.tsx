import { ProductView } from '@/components/drops/product-view';
import { PrintClaimView } from '@/components/drops/print-claim/print-claim-view';
import { productRoute } from '@/app/_lib/product-page';
import { orNotFound } from '@/app/_lib/not-found';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';
import { PRINT_CLAIM } from '@/lib/drops/print-claim/config';
import { PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/messages';
import { getDrop } from '@/lib/platform/content';

const route = productRoute('productId');

type Props = { params: Promise<{ dropId: string; productId: string }> };

/** The print claim's payment mode lives at /drops/lushsux-joker/pay (platform-core §2), beside the item pages. */
const isPrintClaim = ({ dropId, productId }: { dropId: string; productId: string }) => dropId === PRINT_CLAIM.navKey && productId === 'pay';

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change.
export const revalidate = 60;
export const generateStaticParams = async () => [];

export async function generateMetadata(props: Props) {
  const params = await props.params;
  if (!isPrintClaim(params)) return route.generateMetadata(props);
  return pageMetadata({
    title: `Claim your print: ${PRINT_CLAIM.title}`,
    description: describe(
      `Holders of one of the ${PRINT_CLAIM.edition} ${PRINT_CLAIM.title} prints claim its token here from the link that came with it. ${PRINT_CLAIM_MESSAGES.listPrice}.`,
    ),
    path: `/drops/${PRINT_CLAIM.navKey}/pay`,
  });
}

export default async function ProductPage(props: Props) {
  const params = await props.params;
  if (isPrintClaim(params)) return <PrintClaimView drop={await orNotFound(getDrop(PRINT_CLAIM.navKey))} />;
  return <ProductView {...await route.load(props)} now={new Date()} />;
}
