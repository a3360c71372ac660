import { SpriteSymbol } from '@/components/ui/create-icon';
import type { Locale } from '@/i18n/routing';

/** Small flags from the icon sprite (emoji flags do not render on Windows). Decorative. */
export function FlagIcon({ locale }: { locale: Locale }) {
  // The British flag's drawing has square corners (no clipPath, whose id would repeat on the page): the <svg> rounds them.
  return <SpriteSymbol name={`flag-${locale}`} width={24} height={16} style={locale === 'en' ? { borderRadius: 2 } : undefined} />;
}
