import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LogoMark } from '../LogoMark';

/*
 * The header draws the tooth mark inline (LogoMark), the footer shows the icon
 * sprite's copy; the social card, the blog's fallback image and the structured
 * data use public/images/logo.svg. All must stay the same drawing.
 */
const root = path.join(__dirname, '..', '..', '..');
const file = readFileSync(path.join(root, 'public/images/logo.svg'), 'utf8');
const sprite = readFileSync(path.join(root, 'components/ui/icons/sprite.svg'), 'utf8');

function drawing(svg: Element) {
  return {
    viewBox: svg.getAttribute('viewBox'),
    transform: svg.querySelector('g')?.getAttribute('transform'),
    paths: [...svg.querySelectorAll('path')].map((p) => ({
      d: p.getAttribute('d'),
      fill: p.getAttribute('fill'),
      stroke: p.getAttribute('stroke'),
      strokeWidth: p.getAttribute('stroke-width'),
    })),
    stroke: svg.getAttribute('stroke'),
    strokeWidth: svg.getAttribute('stroke-width'),
  };
}

describe('LogoMark', () => {
  it('draws what public/images/logo.svg draws', () => {
    const { container } = render(<LogoMark />);
    const inline = container.querySelector('svg')!;
    const fromFile = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    expect(drawing(inline)).toEqual(drawing(fromFile));
  });

  it("is the sprite's logo symbol, with the drawing attributes on a group inside it", () => {
    const fromFile = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    const symbol = new DOMParser().parseFromString(sprite, 'image/svg+xml').querySelector('symbol#logo')!;
    const group = symbol.firstElementChild!;
    expect(symbol.getAttribute('viewBox')).toBe(fromFile.getAttribute('viewBox'));
    for (const name of ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']) {
      expect(group.getAttribute(name)).toBe(fromFile.getAttribute(name));
    }
    expect(group.innerHTML).toBe(fromFile.innerHTML);
  });

  it('is hidden from assistive technology: the link around it carries the name', () => {
    const { container } = render(<LogoMark />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
