import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import 'server-only';

/*
 * Noto Sans Arabic for the pages of a language written in Arabic script, and for no other page.
 *
 * Not through next/font/local like Plus Jakarta Sans (app/fonts/index.ts): a font module in the
 * layout's module graph puts its faces into every page's stylesheet and its preload into every
 * page's head, next/dynamic included (measured: 24 kB more base64 on every Turkish and English page
 * once the page cache inlined it). So the face is a file in public/fonts (scripts/subset-fonts.sh
 * makes it, 18 kB), and components/layout/ArabicFont.tsx puts its preload and its `@font-face`
 * into the Arabic pages alone.
 *
 * `font-display: optional`: the face is used if it has arrived by the first layout (the preload
 * starts with the head, and Chromium holds the first paint up to 100 ms for a preloaded optional
 * face), otherwise the system's Arabic font stays for that page's life, so the text never moves
 * when it arrives (CLS 0); the next page has it from the browser's cache.
 */

/** The characters the file holds; keep equal to `arabic` in scripts/subset-fonts.sh. */
export const ARABIC_RANGE =
  'U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066D,U+0670,U+067E,U+0686,U+06A4,U+06AF,U+06CC,U+200C-200F';

const FILE = 'fonts/noto-sans-arabic-core.woff2';

/** Whether a language is written in Arabic script (Arabic, Persian, Urdu …): its pages get the Arabic face. */
export function writtenInArabicScript(locale: string): boolean {
  return new Intl.Locale(locale).maximize().script === 'Arab';
}

/**
 * The face's address, versioned by its content (so it may be cached for good), and the rules that
 * declare it and put it into the site's font stack after Plus Jakarta Sans: Latin letters and
 * digits on an Arabic page stay in the brand font.
 */
export function arabicFont(): { href: string; css: string } {
  const version = createHash('sha256')
    .update(readFileSync(path.join(process.cwd(), 'public', FILE)))
    .digest('hex')
    .slice(0, 12);
  const href = `/${FILE}?v=${version}`;
  const css =
    `@font-face{font-family:'Noto Sans Arabic';src:url(${href}) format('woff2');font-weight:400 700;font-display:optional;unicode-range:${ARABIC_RANGE}}` +
    // Keep equal to --font-sans in app/styles/tokens.css, with the Arabic face before the fallback.
    `:root:root{--font-sans:var(--font-jakarta),var(--font-jakarta-tr),var(--font-jakarta-latin),var(--font-jakarta-ext),'Noto Sans Arabic','Jakarta Fallback','Jakarta Fallback Roboto','Jakarta Fallback DejaVu',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}`;
  return { href, css };
}
