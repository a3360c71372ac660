import localFont from 'next/font/local';

/*
 * Plus Jakarta Sans, self-hosted from @fontsource-variable (no font download at
 * build time). Fontsource splits the glyphs: the Latin file and the Latin
 * Extended file (ğ, ş, İ …) are two faces with unicode ranges, and the browser
 * picks per glyph. The size-adjusted local fallback is one face of our own
 * ('Jakarta Fallback' in app/styles/globals.css), listed after both: next/font's
 * own fallback would sit between them and draw ğ, ş and İ in Arial for good, and
 * its Arial-only `local()` finds nothing on Linux or Android.
 */
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-jakarta',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const jakartaExtended = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-jakarta-ext',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});
