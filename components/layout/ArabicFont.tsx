import { preload } from 'react-dom';
import { arabicFont } from '@/app/fonts/arabic';

/**
 * The Arabic face of the pages in Arabic script (app/fonts/arabic.ts): its preload and its rules, in
 * the page's head (React hoists both), and nowhere else.
 */
export function ArabicFont() {
  const { href, css } = arabicFont();
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style href="arabic-font" precedence="default">
      {css}
    </style>
  );
}
