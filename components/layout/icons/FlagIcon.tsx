import { SpriteSymbol } from '@/components/ui/create-icon';

/** A small flag from the icon sprite (emoji flags do not render on Windows), by its symbol (`flag-tr`, languages.json). Decorative. */
export function FlagIcon({ symbol }: { symbol: string }) {
  // The flags' drawings have square corners (no clipPath, whose id would repeat on the page): the <svg> rounds them.
  return <SpriteSymbol name={symbol} width={24} height={16} style={{ borderRadius: 2 }} />;
}
