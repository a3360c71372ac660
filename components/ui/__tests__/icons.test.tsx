import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Phone } from '@/components/ui/icons/Phone';

describe('icons', () => {
  it('are generated for exactly the icons the site imports', () => {
    const root = path.resolve(__dirname, '../../..');
    expect(() => execFileSync('node', ['scripts/generate-icons.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('draw lucide’s SVG, decorative unless named', () => {
    const { container } = render(
      <>
        <Phone className="extra" />
        <Phone aria-label="Telefon" size={16} />
      </>,
    );
    const [decorative, named] = Array.from(container.querySelectorAll('svg'));
    expect(decorative?.getAttribute('class')).toBe('lucide lucide-phone extra');
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(decorative?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(named?.hasAttribute('aria-hidden')).toBe(false);
    expect(named?.getAttribute('width')).toBe('16');
  });
});
