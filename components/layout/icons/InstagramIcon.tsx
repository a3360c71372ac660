import { SpriteSymbol } from '@/components/ui/create-icon';

/** Instagram's glyph (lucide has no brand icons), from the icon sprite. Decorative: the link carries the name. */
export function InstagramIcon() {
  return <SpriteSymbol name="instagram" width={24} height={24} />;
}
