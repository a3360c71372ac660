import localFont from 'next/font/local';

/*
 * Plus Jakarta Sans, self-hosted (no font download at build time), as four faces
 * with unicode ranges; the browser picks, per glyph, the first face that has it:
 *
 * 1. `jakarta`: Basic Latin, the Latin-1 letters and common punctuation, a subset
 *    made by scripts/subset-fonts.sh. Preloaded.
 * 2. `jakartaTurkish`: Ğ ğ İ Ş ş, the Turkish letters outside Latin-1. Preloaded.
 *    Together 24 kB instead of the 49 kB of Fontsource's two files.
 * 3. and 4. Fontsource's full Latin and Latin Extended files, not preloaded, for
 *    the characters the subsets lack (an editor's "Œ" or "ł"): their ranges leave
 *    out what the subsets hold, so the browser downloads one only for such a
 *    character, never because a subset was not there in time.
 *
 * The size-adjusted local fallbacks are faces of our own ('Jakarta Fallback', … Roboto,
 * … DejaVu in app/styles/globals.css: Arial or Liberation Sans, Android's Roboto,
 * Linux's DejaVu Sans), listed after all four: next/font's own fallback would sit
 * between them and draw ğ, ş and İ in Arial for good, and its Arial-only `local()`
 * finds nothing on Linux or Android.
 *
 * Every face is `optional`: the first paint never waits for font bytes beyond the
 * ~100 ms Chromium holds it for a preloaded face, and a face that misses that
 * leaves the page in the metric-matched fallback for its life instead of moving
 * lines when it arrives (with `swap` the home page shifted by 0.11 on slow 4G). The
 * files are immutable and cached: the next page, and every later visit, paints in
 * the brand font. e2e/site/first-screen.spec.ts checks the first screen in both.
 */

export const jakarta = localFont({
  src: './plus-jakarta-sans-core.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-jakarta',
  adjustFontFallback: false,
  // Keep equal to the ranges in scripts/subset-fonts.sh (font loader options must be literals).
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+0131, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122',
    },
  ],
});

export const jakartaTurkish = localFont({
  src: './plus-jakarta-sans-turkish.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-jakarta-tr',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+011E-011F, U+0130, U+015E-015F' }],
});

export const jakartaLatin = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-jakarta-latin',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      // Fontsource's Latin range without the core subset's.
      value:
        'U+0000-001F, U+007F-009F, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201B, U+201F-2021, U+2023-2025, U+2027-206F, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const jakartaExtended = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-jakarta-ext',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      // Fontsource's Latin Extended range without the Turkish subset's and the core's ı.
      value:
        'U+0100-011D, U+0120-012F, U+0132-015D, U+0160-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

/** The class names that define the four faces' custom properties, for the root element. */
export const fontVariables = [jakarta, jakartaTurkish, jakartaLatin, jakartaExtended].map((font) => font.variable).join(' ');
