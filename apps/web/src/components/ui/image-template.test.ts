import { describe, expect, it } from 'vitest';
import { pictureAttributes } from '@/lib/picture-template';
import { imageProps, imageTemplate } from './image';

// Decision 0060: a client list gets one template and a path per picture; each picture must get exactly the
// attributes the server would have written for it (same srcset widths, URLs, sizes, classes, style).
describe('a picture made from the template', () => {
  const paths = [
    '/media/categories/coffee.webp',
    '/media/brands/time more & co.webp',
    '/media/products/بن-إثيوبي-1.webp',
  ];

  it('has the attributes imageProps makes for a filled picture with sizes', () => {
    const options = {
      alt: '',
      fill: true,
      sizes: '(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px',
      className: 'zoom-pic',
    };
    const template = imageTemplate(options);
    for (const src of paths)
      expect(pictureAttributes(template, src)).toEqual(imageProps({ ...options, src }));
  });

  it('has the attributes imageProps makes for a fixed-size logo (1x/2x)', () => {
    const options = { alt: '', width: 64, height: 64, className: 'brand-logo' };
    const template = imageTemplate(options);
    for (const src of paths) {
      const picture = pictureAttributes(template, src);
      expect(picture).toEqual(imageProps({ ...options, src }));
      expect(picture.srcSet).toContain(encodeURIComponent(src));
    }
  });
});
