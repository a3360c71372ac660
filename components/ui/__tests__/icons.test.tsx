import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Phone } from '@/components/ui/icons/Phone';

describe('icons', () => {
  it('are generated for exactly the icons the site imports', () => {
    const root = path.resolve(__dirname, '../../..');
    expect(() => execFileSync('node', ['scripts/generate-icons.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('draw lucide’s drawing from the sprite, decorative unless named', () => {
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
    expect(decorative?.querySelector('use')?.getAttribute('href')).toMatch(/#phone$/);
    expect(named?.hasAttribute('aria-hidden')).toBe(false);
    expect(named?.getAttribute('width')).toBe('16');
  });
});

describe('the icon sprite', () => {
  it('holds a symbol for every icon module, with lucide’s drawing', () => {
    const dir = path.resolve(__dirname, '../icons');
    const sprite = readFileSync(path.join(dir, 'sprite.svg'), 'utf8');
    const names = readdirSync(dir)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => /createIcon\("([^"]+)"\)/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1]);
    for (const name of names)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon) `));
    expect(sprite).toContain('<symbol id="phone" viewBox="0 0 24 24"><path d="M');
  });
});
