import { describe, expect, it } from 'vitest';
import { capSrcSet, srcSetWidthCap } from './image-sizes';

const url = (width: number) => `/_next/image?url=%2Fmedia%2Fa.webp&w=${width}&q=75`;
const srcSet = (widths: number[]) => widths.map((width) => `${url(width)} ${width}w`).join(', ');

describe('srcSetWidthCap', () => {
  it('is twice the widest slot the sizes can draw, a vw slot bounded by the next wider breakpoint', () => {
    // The carousel's slides: at most 75 % of a 550 px window = 412.5 px, so 825 px at 2×.
    expect(
      srcSetWidthCap(
        '(min-width: 1550px) 360px, (min-width: 1250px) 25vw, (min-width: 992px) 29vw, (min-width: 550px) 40vw, 75vw',
      ),
    ).toBe(825);
    expect(srcSetWidthCap('(min-width: 1550px) 360px, (min-width: 1024px) 25vw, 50vw')).toBe(1024);
    expect(srcSetWidthCap('112px')).toBe(224);
  });

  it('has no cap when a slot grows with the window without bound, or the sizes are not understood', () => {
    expect(srcSetWidthCap('100vw')).toBeNull();
    expect(srcSetWidthCap('(min-width: 1024px) 33vw, 100vw')).toBeNull();
    expect(srcSetWidthCap('(max-width: 600px) 100vw, 50vw')).toBeNull();
    expect(srcSetWidthCap('calc(100vw - 2rem)')).toBeNull();
  });
});

describe('capSrcSet', () => {
  it('keeps the widths up to the first one that covers the cap, and makes the widest kept the src', () => {
    expect(capSrcSet(srcSet([256, 384, 640, 828, 1200, 1600]), 825)).toEqual({
      srcSet: srcSet([256, 384, 640, 828]),
      src: url(828),
    });
  });

  it('keeps every width when none reaches the cap', () => {
    expect(capSrcSet(srcSet([256, 384]), 1000)).toEqual({ srcSet: srcSet([256, 384]), src: url(384) });
  });
});
