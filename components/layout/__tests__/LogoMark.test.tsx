import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LogoMark } from '../LogoMark';

/*
 * The header and footer draw the tooth mark inline (LogoMark); the social card,
 * the blog's fallback image and the structured data use public/images/logo.svg.
 * Both must stay the same drawing.
 */
const file = readFileSync(path.join(__dirname, '..', '..', '..', 'public/images/logo.svg'), 'utf8');

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

  it('is hidden from assistive technology: the link around it carries the name', () => {
    const { container } = render(<LogoMark />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
