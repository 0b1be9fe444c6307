import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { capSrcSet, srcSetWidthCap } from '@/lib/image-sizes';
import { PICTURE_STAND_IN } from '@/lib/picture-template';

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
  const { props: generated } = getImageProps({
    ...props,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  const { style, ...rest } = generated;
  const image: typeof rest & { style?: typeof style } = rest;
  // Only the widths a screen up to 2× can choose (the page carries each URL twice: HTML and flight data).
  const cap = typeof image.sizes === 'string' ? srcSetWidthCap(image.sizes) : null;
  const capped = cap !== null && image.srcSet ? capSrcSet(image.srcSet, cap) : null;
  if (capped) Object.assign(image, capped);
  if (props.fill && !props.style) {
    // `fill`'s inline style (position, inset, size, transparent alt text) as one short class, written once
    // in the stylesheet rather than on every picture twice.
    image.className = image.className ? `img-fill ${image.className}` : 'img-fill';
    if (style.objectFit || style.objectPosition)
      image.style = { objectFit: style.objectFit, objectPosition: style.objectPosition };
  } else {
    image.style = style;
  }
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

/**
 * One picture's <img> attributes made for a stand-in source, for a client component that draws many pictures
 * of the same size (a section's island, decision 0060): the server sends these once and each picture only
 * its path; `pictureAttributes` (lib/picture-template.ts) puts the path into the stand-in's URLs, the very
 * ones `imageProps` would have made for it.
 */
export function imageTemplate(props: Omit<ServerImageProps, 'src' | 'preload'>) {
  return imageProps({ ...props, src: PICTURE_STAND_IN });
}
