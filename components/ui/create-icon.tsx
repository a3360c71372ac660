import type { SVGProps } from 'react';
import sprite from './icons/sprite.svg';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

const hasAccessibleName = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/** The sprite's address: a file under /_next/static/media with its content hash in the name, cached for good. */
const spriteUrl: string = typeof sprite === 'string' ? sprite : sprite.src;

/**
 * An icon as lucide-react draws it (same attributes and classes), as a plain
 * component: it renders on the server and ships no JavaScript. Its drawing is
 * a symbol of the sprite (scripts/generate-icons.mjs), so the page carries one
 * `<use>` instead of the paths; stroke and fill set here reach the symbol by
 * inheritance. Decorative unless given an accessible name, like lucide's.
 */
export function createIcon(name: string): IconComponent {
  function Icon({ size = 24, className, strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
        aria-hidden={hasAccessibleName(props) ? undefined : 'true'}
        {...props}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
