/** Types of ./inline-fonts.mjs (plain JavaScript: the page cache Next loads as is imports it). */
export function withPreloadedFonts(
  css: string,
  head: string,
  readFont: (href: string) => string | null,
): { rules: string; head: string; preloads: string };
