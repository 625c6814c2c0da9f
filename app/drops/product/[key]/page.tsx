import { ProductView } from '@/components/drops/product-view';
import { productRoute } from '@/app/_lib/product-page';
import { chainNow } from '@/lib/chain/clock';

const route = productRoute('key');

export const revalidate = 60;
export const generateStaticParams = async () => [];
export const generateMetadata = route.generateMetadata;

export default async function ProductPage(props: { params: Promise<{ key: string }> }) {
  return <ProductView {...await route.load(props)} now={await chainNow()} />;
}
