import { TokenDetailPage, tokenMetadata, type TokenRouteProps } from '@/app/users/_lib/token-detail-page';

export const generateMetadata = (props: TokenRouteProps) => tokenMetadata(props);

export default function Page(props: TokenRouteProps) {
  return <TokenDetailPage {...props} />;
}
