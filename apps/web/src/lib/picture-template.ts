import type { ImgHTMLAttributes } from 'react';

/**
 * A picture's <img> attributes from a template made once for a stand-in source (`imageTemplate` in
 * components/ui/image.tsx): the optimizer's URLs carry the source URL-encoded, so putting the real path's
 * encoding where the stand-in's was gives the srcset and src next/image makes for that path. Lets a client
 * island take one template and a path per picture instead of every picture's whole srcset (decision 0060).
 */
export const PICTURE_STAND_IN = '/media/__picture__';

const ENCODED_STAND_IN = encodeURIComponent(PICTURE_STAND_IN);

/** The attributes `imageTemplate` makes: plain strings, numbers and a style, so a server may send them. */
export type PictureTemplate = ImgHTMLAttributes<HTMLImageElement>;

export function pictureAttributes(template: PictureTemplate, path: string): PictureTemplate {
  const encoded = encodeURIComponent(path);
  const fill = (value: string) => value.replaceAll(ENCODED_STAND_IN, encoded);
  return {
    ...template,
    ...(typeof template.srcSet === 'string' ? { srcSet: fill(template.srcSet) } : {}),
    ...(typeof template.src === 'string' ? { src: fill(template.src) } : {}),
  };
}
