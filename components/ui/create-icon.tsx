import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** SVG child elements with their attributes, as lucide describes an icon. */
type IconNode = [string, Record<string, string | number>][];

const hasAccessibleName = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

/**
 * An icon drawn as lucide-react draws it (same attributes and classes), but
 * as a plain component: it renders on the server and ships no JavaScript.
 * Decorative unless given an accessible name, like lucide's.
 */
export function createIcon(name: string, node: IconNode): IconComponent {
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
        {node.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
