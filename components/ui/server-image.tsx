import 'server-only';
import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'decoding' | 'fetchPriority' | 'onLoad' | 'onError'> & {
  /** The page's largest image: preloaded with high fetch priority, loaded eagerly, decoded in the first paint. */
  priority?: boolean;
};

/**
 * next/image's optimised <img> (srcset from the image optimiser, sizes, lazy loading, no layout
 * shift with `fill` or width/height) rendered by the server as a plain element: unlike <Image>,
 * it is not a client component, so content pages ship and hydrate nothing for their pictures.
 */
export function ServerImage({ priority = false, alt, ...rest }: Props) {
  const { props } = getImageProps({
    ...rest,
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output
  return <img {...props} alt={alt} />;
}

/**
 * A video's poster through the image optimiser, preloaded with high fetch priority: a poster is
 * one URL (no srcset), so it is sized for a phone's hero at 2x (828 px wide; the hero is the page's
 * largest paint there), in the optimiser's format (WebP or AVIF) rather than the platform's original.
 */
export function videoPoster(src: string): string {
  const { props } = getImageProps({ src, alt: '', width: 414, height: 414 });
  preload(props.src, { as: 'image', fetchPriority: 'high' });
  return props.src;
}
