import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable (no remote font can load here). Paths are relative
// to this file and point at the workspace's hoisted node_modules.
// NOTE: unicode-range copied from the packages' own CSS so a browser downloads a subset only for text
// that needs it; an English page never fetches Cairo, an Arabic page fetches Cairo Latin only for Latin text.
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

/** Arabic pages: Arabic letters. No fallback metrics of its own; Latin Cairo's follow it in the stack. */
export const cairoArabic = localFont({
  src: '../../../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-cairo-arabic',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  adjustFontFallback: false,
  preload: false,
});

/** Arabic pages: digits, brand names and other Latin text, in Cairo's matching Latin design. */
export const cairoLatin = localFont({
  src: '../../../../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-cairo-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  preload: false,
});
