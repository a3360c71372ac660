import type { CSSProperties, SVGProps } from 'react';
import sprite from './icons/sprite.svg';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

const hasAccessibleName = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/** The sprite's address: a file under /_next/static/media with its content hash in the name, cached for good. */
const spriteUrl: string = typeof sprite === 'string' ? sprite : sprite.src;

/** The address of one of the sprite's symbols. */
export const spriteHref = (name: string) => `${spriteUrl}#${name}`;

/**
 * An icon as lucide-react draws it, as a plain component: it renders on the server and ships no
 * JavaScript. Its drawing is a symbol of the sprite (scripts/generate-icons.mjs), so the page
 * carries one `<use>` instead of the paths. Lucide's stroke and fill come from the `.lucide` rule
 * (app/styles/globals.css) and reach the symbol by inheritance, and the symbol has the viewBox:
 * the `<svg>` itself carries only its size and classes, which matters because every attribute
 * travels twice (in the HTML and in the RSC payload) for each of the 20–55 icons on a page.
 * A `strokeWidth` other than lucide's 2 is set as a style, which, unlike an attribute, wins over
 * the rule. Decorative unless given an accessible name, like lucide's.
 */
export function createIcon(name: string): IconComponent {
  function Icon({ size = 24, className, strokeWidth, style, ...props }: IconProps) {
    const stroke: CSSProperties | undefined = strokeWidth === undefined || Number(strokeWidth) === 2 ? undefined : { strokeWidth };
    // Only the attributes an icon has: an absent one still travels in the RSC payload when passed as undefined.
    const optional = {
      ...(stroke || style ? { style: { ...stroke, ...style } } : {}),
      ...(hasAccessibleName(props) ? {} : { 'aria-hidden': 'true' as const }),
    };
    return (
      <svg
        width={size}
        height={size}
        className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
        {...optional}
        {...props}
      >
        <use href={spriteHref(name)} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/**
 * A symbol of the sprite that draws in its own colours (the brand glyphs and flags of
 * scripts/brand-icons.mjs), at the given size. Always decorative: the link or button around it
 * carries the name.
 */
export function SpriteSymbol({
  name,
  width,
  height,
  className,
  style,
}: {
  name: string;
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
}) {
  // As for icons: no class or style key at all when there is none.
  const optional = { ...(className ? { className } : {}), ...(style ? { style } : {}) };
  return (
    <svg width={width} height={height} {...optional} aria-hidden="true">
      <use href={spriteHref(name)} />
    </svg>
  );
}
