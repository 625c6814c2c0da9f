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
