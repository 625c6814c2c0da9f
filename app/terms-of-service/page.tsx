import { orEmptyAtBuild } from '@/app/_lib/build-phase';
import { getSiteSettings } from '@/lib/platform/content';
import { sanitizeContentHtml } from '@/lib/html/sanitize';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

export const revalidate = 60;
export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms that apply to collecting, minting and holding digital art on this site.',
  path: '/terms-of-service',
});

export default async function TermsPage() {
  const { termsOfService } = await orEmptyAtBuild(getSiteSettings(), { termsOfService: '' } as Awaited<ReturnType<typeof getSiteSettings>>);
  return <article className={`${page.narrow} ${page.prose}`} dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(termsOfService) }} />;
}
