/** @jest-environment node */
import en from '../en.json';
import tr from '../tr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('dictionaries', () => {
  it('have the same keys in Turkish and English', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it('have no empty texts', () => {
    const empty = (messages: unknown) =>
      keys(messages).filter(
        (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '',
      );
    expect(empty(tr)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  // The privacy notice tells a visitor which button to press: it must name the buttons as they read.
  it.each([
    ['tr', tr],
    ['en', en],
  ])('name the cookie notice’s buttons and settings link in the %s privacy notice as they are labelled', (_, messages) => {
    const { consent, privacy } = messages;
    expect(privacy.sections.cookies.p1).toContain(consent.accept);
    expect(privacy.sections.cookies.p1).toContain(consent.reject);
    expect(privacy.sections.cookies.p2).toContain(consent.settings);
    expect(consent.changeLater).toContain(consent.settings);
  });
});
