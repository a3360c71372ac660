import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Phone } from '@/components/ui/icons/Phone';
import { FlagIcon } from '@/components/layout/icons/FlagIcon';
import { WhatsAppIcon } from '@/components/layout/icons/WhatsAppIcon';
import { brandSymbols } from '../../../scripts/brand-icons.mjs';

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
        <Phone strokeWidth={2} />
        <Phone strokeWidth={1.5} />
      </>,
    );
    const [decorative, named, lucideStroke, thinner] = Array.from(container.querySelectorAll('svg'));
    expect(decorative?.getAttribute('class')).toBe('lucide lucide-phone extra');
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.querySelector('use')?.getAttribute('href')).toMatch(/#phone$/);
    // Size and classes only: the viewBox is the symbol's, stroke and fill come from the .lucide rule.
    expect(decorative?.getAttributeNames().sort()).toEqual(['aria-hidden', 'class', 'height', 'width']);
    expect(named?.hasAttribute('aria-hidden')).toBe(false);
    expect(named?.getAttribute('width')).toBe('16');
    expect(lucideStroke?.hasAttribute('style')).toBe(false);
    expect(thinner?.getAttribute('style')).toBe('stroke-width: 1.5;');
  });

  it('draw the brand glyphs and flags from the sprite, decorative', () => {
    const { container } = render(
      <>
        <WhatsAppIcon />
        <FlagIcon symbol="flag-tr" />
        <FlagIcon symbol="flag-en" />
      </>,
    );
    const [whatsapp, tr, en] = Array.from(container.querySelectorAll('svg'));
    expect(whatsapp?.querySelector('use')?.getAttribute('href')).toMatch(/#whatsapp$/);
    expect(whatsapp?.getAttribute('aria-hidden')).toBe('true');
    expect(tr?.querySelector('use')?.getAttribute('href')).toMatch(/#flag-tr$/);
    expect([tr?.getAttribute('width'), tr?.getAttribute('height')]).toEqual(['24', '16']);
    expect(en?.querySelector('use')?.getAttribute('href')).toMatch(/#flag-en$/);
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
    for (const { id, viewBox } of brandSymbols) expect(sprite).toContain(`<symbol id="${id}" viewBox="${viewBox}">`);
  });
});
