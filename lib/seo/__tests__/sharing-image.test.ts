import { generatedCardPath } from '../sharing-image';

describe('the address of a generated sharing card', () => {
  it('is the internal route under the language prefix, with the slug encoded (next-intl passes it on as it is)', () => {
    expect(generatedCardPath('/treatment/[slug]', 'implant', 'tr')).toBe('/treatment/implant/opengraph-image/card');
    expect(generatedCardPath('/treatment/[slug]', 'implant', 'en')).toBe('/en/treatment/implant/opengraph-image/card');
    expect(generatedCardPath('/blog/[slug]', 'diş bakımı', 'tr')).toBe('/blog/di%C5%9F%20bak%C4%B1m%C4%B1/opengraph-image/card');
  });
});
