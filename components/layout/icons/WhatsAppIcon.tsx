import { SpriteSymbol } from '@/components/ui/create-icon';

/** WhatsApp's glyph (lucide has no brand icons), from the icon sprite. Decorative: the link carries the name. */
export function WhatsAppIcon() {
  return <SpriteSymbol name="whatsapp" width={24} height={24} />;
}
