import 'server-only';
import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'decoding' | 'fetchPriority' | 'onLoad' | 'onError'> & {
  /** The LCP image: preloaded at high priority, eager, decoded in the first paint. */
  priority?: boolean;
};

/** next/image's <img> output rendered by the server: unlike <Image>, nothing to ship or hydrate. */
export function ServerImage({ priority = false, alt, ...rest }: Props) {
  const { props } = getImageProps({
    ...rest,
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    // Sync for the LCP image: decoded async, it waited behind hydration.
    decoding: priority ? 'sync' : 'async',
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output
  return <img {...props} alt={alt} />;
}

/** One URL (no srcset), so sized for a phone's hero at 2x (828 px). */
export function videoPoster(src: string): string {
  const { props } = getImageProps({ src, alt: '', width: 414, height: 414 });
  preload(props.src, { as: 'image', fetchPriority: 'high' });
  return props.src;
}
