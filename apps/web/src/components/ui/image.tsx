import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image for server components, without its client component: the same optimized `srcset`, `sizes` and
 * layout styles (getImageProps), rendered as a plain <img> by the server, so a picture adds nothing to the
 * page's JavaScript or hydration (decision 0015). `preload` asks for the picture from <head> at high
 * priority (the page's LCP picture). No `onError`/`onLoad`: a server component has no handlers; a frame's
 * background stands in for a picture that fails (see bg-product-placeholder).
 */
export function Image(props: ServerImageProps) {
  // biome-ignore lint/performance/noImgElement: next/image's own props, without its client component
  return <img {...imageProps(props)} alt={props.alt} />;
}

type ServerImageProps = Omit<ImageProps, 'onError' | 'onLoad' | 'priority'>;

/**
 * The <img> attributes next/image would render (serializable: a server component may pass them to a client
 * one, as the product gallery gets its pictures). With `preload`, also asks for the picture from <head>.
 */
export function imageProps({ preload = false, ...props }: ServerImageProps) {
  const { props: image } = getImageProps({
    ...props,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (preload && typeof image.src === 'string') {
    preloadResource(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    });
  }
  return image;
}
