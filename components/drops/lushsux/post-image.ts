import 'server-only';
import { getImageProps } from 'next/image';
import type { PostNft } from '@/lib/drops/types';
import type { PostCardData } from '@/lib/drops/lushsux/posts';

/**
 * The grid renders thousands of cards in the browser; working out their image sources there would
 * ship next/image's code (about 4 KB gzip) to a page at the edge of its budget, so the server does
 * it, for the first page's HTML and for each page the grid loads from /api/posts.
 */
export function withImage(post: PostNft): PostCardData {
  if (!post.picture) return { ...post, image: null };
  const { props } = getImageProps({ src: post.picture, alt: '', width: 400, height: 400, sizes: '(max-width: 600px) 50vw, 240px' });
  const { src, srcSet, sizes, width, height } = props;
  return { ...post, image: { src, srcSet, sizes, width: Number(width), height: Number(height) } };
}
