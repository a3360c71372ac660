// @ts-check
/**
 * The brand's colours for images drawn outside the browser (sharing cards, app icons), which cannot
 * read CSS custom properties: they mirror the tokens in app/styles/tokens.css. Plain JavaScript so
 * that scripts/og-images.mjs (run by Node) and lib/seo/og-card.tsx share the one list.
 */
export const BRAND_COLORS = Object.freeze({
  deep: '#134e4a',
  accent: '#0f766e',
  soft: '#ccfbf1',
  inverseMuted: '#d1e7e4',
  warm: '#e8b873',
  white: '#ffffff',
});
