import 'server-only';
import { getImageProps } from 'next/image';
import type { PostNft } from '@/lib/drops/types';
import type { PostCardData } from '@/lib/drops/lushsux/posts';

/** next/image sources worked out on the server, keeping its code out of the grid. */
export function withImage(post: PostNft): PostCardData {
  if (!post.picture) return { ...post, image: null };
  const { props } = getImageProps({ src: post.picture, alt: '', width: 400, height: 400, sizes: '(max-width: 600px) 50vw, 240px' });
  const { src, srcSet, sizes, width, height } = props;
  return { ...post, image: { src, srcSet, sizes, width: Number(width), height: Number(height) } };
}
