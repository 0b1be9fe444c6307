import localFont from 'next/font/local';

// Self-hosted variable fonts (no remote font can load here). Paths are relative to this file: Inter from the
// workspace's hoisted node_modules (@fontsource-variable), Cairo from src/fonts (built from @fontsource-variable).
// Inter keeps the unicode-range of its package's CSS, so a browser downloads it only for text that needs it.
// The layout puts only the page's language's font variable on <html>: an English page never fetches Cairo.
// Font loader options must be literals (the compiler reads them statically), hence the repetition.

/** English pages. */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  preload: false,
});

/**
 * Arabic pages: ONE file, Cairo cut to the Arabic and the Latin the store writes (decision 0046), built by
 * scripts/fonts/build-cairo-subset.py from the two @fontsource-variable/cairo files (40.7 kB against their 64.7 kB
 * in two requests). No unicode-range: every Arabic page needs it, and a character it lacks falls through to the
 * system fonts below it in the stack. The fallback's metrics are matched to Cairo's Latin (next/font's default).
 */
export const cairo = localFont({
  src: '../fonts/cairo-store.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-cairo',
  preload: false,
});
