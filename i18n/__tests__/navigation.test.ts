/** @jest-environment node */
import { createNavigation } from 'next-intl/navigation';
import { getPathname, redirect } from '../navigation';
import { routing } from '../routing';

const nextIntl = createNavigation(routing);

describe('the server navigation helpers', () => {
  it("give next-intl's URLs", () => {
    const hrefs = [
      '/',
      '/treatments',
      '/privacy',
      { pathname: '/treatment/[slug]', params: { slug: 'implant' } },
      { pathname: '/blogs', query: { category: 'estetik', page: 2 } },
    ] as const;
    for (const locale of routing.locales) {
      for (const href of hrefs)
        expect(getPathname({ locale, href })).toBe(nextIntl.getPathname({ locale, href } as Parameters<typeof nextIntl.getPathname>[0]));
    }
  });

  it('redirect to the localized URL', () => {
    expect.assertions(2);
    try {
      redirect({ href: { pathname: '/blog/[slug]', params: { slug: 'dental-implants' } }, locale: 'en' });
    } catch (error) {
      expect(error).toMatchObject({ digest: expect.stringContaining(';/en/blog/dental-implants;') });
    }
    try {
      redirect({ href: '/', locale: 'tr' });
    } catch (error) {
      expect(error).toMatchObject({ digest: expect.stringMatching(/;\/;\d+;?$/) });
    }
  });
});
