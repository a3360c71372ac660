// @ts-check
import { readFileSync } from 'node:fs';

/**
 * The clinic's tooth mark, from public/images/logo.svg (the one drawing of it the social card, the
 * blog's fallback image and the structured data use): the root's drawing attributes move to a group
 * inside the symbol. The footer shows it from the sprite; the header draws it inline (LogoMark.tsx),
 * because there it is above the fold on every page.
 */
function logoSymbol() {
  const file = readFileSync(new URL('../public/images/logo.svg', import.meta.url), 'utf8');
  const match = /^<svg ([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(file);
  if (!match) throw new Error('public/images/logo.svg is not one <svg> element');
  const attributes = Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  const drawing = Object.entries(attributes)
    .filter(([name]) => !['xmlns', 'width', 'height', 'viewBox'].includes(name))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return { id: 'logo', viewBox: attributes.viewBox, body: `<g ${drawing}>${match[2]}</g>` };
}

/**
 * The drawings lucide does not have (brand glyphs and the language flags), as symbols for the icon
 * sprite (scripts/generate-icons.mjs appends them). Each symbol carries its own colours, so the
 * `<svg>` that uses it sets only its size. WhatsApp's glyph alone is a kilobyte of path: drawn
 * inline it travelled four times in every page (footer and call bar, in the HTML and again in the
 * RSC payload); in the sprite it travels once and is cached across pages.
 */
export const brandSymbols = [
  logoSymbol(),
  {
    id: 'whatsapp',
    viewBox: '0 0 24 24',
    body: '<path fill="currentColor" d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.87 9.87 0 0 0 4.73 1.2h.01c5.46 0 9.91-4.45 9.91-9.91A9.86 9.86 0 0 0 12.04 2Zm0 18.15h-.01a8.2 8.2 0 0 1-4.19-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.23 8.23 0 0 1-1.26-4.38c0-4.54 3.7-8.24 8.25-8.24a8.2 8.2 0 0 1 8.24 8.25c0 4.54-3.7 8.23-8.24 8.23Zm4.52-6.16c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.16.25-.64.81-.79.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.01-.38.11-.5.11-.11.25-.29.37-.43.13-.15.17-.25.25-.42.08-.16.04-.31-.02-.43-.06-.13-.56-1.35-.77-1.85-.2-.48-.41-.42-.56-.43h-.48a.92.92 0 0 0-.66.31c-.23.25-.87.85-.87 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.24 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.15-1.18-.06-.1-.23-.16-.48-.29Z"/>',
  },
  {
    id: 'instagram',
    viewBox: '0 0 24 24',
    body: '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.6" fill="currentColor"/></g>',
  },
  {
    id: 'flag-tr',
    viewBox: '0 0 30 20',
    body: '<rect width="30" height="20" fill="#e30a17" rx="2"/><circle cx="11" cy="10" r="5" fill="#fff"/><circle cx="12.25" cy="10" r="4" fill="#e30a17"/><path fill="#fff" d="m16.2 10 3.6-1.17-2.22 3.06V8.11l2.22 3.06z"/>',
  },
  {
    // No clipPath: the flag's corners are rounded by the <svg> that shows it (border-radius).
    id: 'flag-en',
    viewBox: '0 0 60 40',
    body: '<rect width="60" height="40" fill="#012169"/><path d="M0 0l60 40M60 0L0 40" stroke="#fff" stroke-width="8"/><path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" stroke-width="3"/><path d="M30 0v40M0 20h60" stroke="#fff" stroke-width="12"/><path d="M30 0v40M0 20h60" stroke="#c8102e" stroke-width="7"/>',
  },
  {
    id: 'flag-de',
    viewBox: '0 0 5 3',
    body: '<rect width="5" height="3" fill="#ffce00"/><rect width="5" height="2" fill="#dd0000"/><rect width="5" height="1" fill="#000"/>',
  },
];
