import localFont from 'next/font/local';
// Written by bench/lib/floors.mjs before the build: the site's app/styles/tokens.css and globals.css
// as one file, and the site's preloaded core font subset.
import './site/base.css';

/*
 * The styled floor (FLOOR_STYLED=1): the bare page plus the site's base tokens and globals as one
 * stylesheet and its core font subset, preloaded, declared as the site declares it
 * (app/fonts/index.ts). What a page of the site cannot paint faster than on a slow network.
 */
const jakarta = localFont({
  src: './site/plus-jakarta-sans-core.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-jakarta',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+0131, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20AC, U+2122',
    },
  ],
});

export const baseClassName = jakarta.variable;
