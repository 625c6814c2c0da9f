import { getArticle } from '@/lib/platform/content';
import { OG_SIZE, ogCard } from '@/app/_lib/og-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'An article';
export const revalidate = 60;

export default async function Image({ params }: { params: Promise<{ key: string }> }) {
  const article = await getArticle((await params).key).catch(() => null);
  if (!article) return ogCard({ kicker: 'Article', title: 'Article not found', cover: null });
  return ogCard({
    kicker: article.gated ? 'Members article' : 'Article',
    title: article.title,
    byline: article.artist?.name ?? article.subtitle,
    cover: article.cover.sm ?? article.cover.lg,
  });
}
