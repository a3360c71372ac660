/**
 * @jest-environment node
 */
import createMiddleware from 'next-intl/middleware';
import { getRedirectUrl, getRewrittenUrl } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { localizeHref } from '@/i18n/localize';
import { LOCALES, ROUTES } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { pagePath, readRoute } from '../request-route';

jest.mock('../known-content', () => ({}));

const nextIntl = createMiddleware(routing);

/** Where next-intl passes a request on to: the rewritten path and query, or the path itself. */
function nextIntlTarget(url: string): string {
  const response = nextIntl(new NextRequest(url));
  expect(getRedirectUrl(response)).toBeNull();
  const target = new URL(getRewrittenUrl(response) ?? url);
  return target.pathname + target.search;
}

function ownTarget(url: string): string | null {
  const { pathname, searchParams, search } = new URL(url);
  const internal = pagePath(readRoute(pathname, searchParams), pathname);
  return internal === null ? null : internal + search;
}

const SLUGS = ['implant', 'diş-bakımı', 'a b'];
const PAGES = LOCALES.flatMap((locale) =>
  ROUTES.filter((route) => !route.includes('[') && route !== '/treatments' && route !== '/blogs').map((route) =>
    localizeHref(route, locale),
  ),
);
const DETAILS = LOCALES.flatMap((locale) =>
  (['/treatment/[slug]', '/blog/[slug]', '/dentist/[slug]'] as const).flatMap((pathname) =>
    SLUGS.map((slug) => localizeHref({ pathname, params: { slug } }, locale)),
  ),
);

describe('pagePath: the proxy passes a page at its one address on where next-intl would', () => {
  it.each([...PAGES, ...DETAILS])('%s', (path) => {
    const url = `http://localhost${path}`;
    expect(ownTarget(url)).toBe(nextIntlTarget(url));
    expect(ownTarget(`${url}?_rsc=1x2y`)).toBe(nextIntlTarget(`${url}?_rsc=1x2y`));
  });

  it.each([
    '/tr/tedavi/implant',
    '/tr',
    '/en/tedavi/implant',
    '/tedavi/di%c5%9f',
    '/TEDAVILER',
    '/tedaviler',
    '/en/blogs',
    '/treatment/implant/opengraph-image/card',
    '/x',
  ])('leaves %s to next-intl (another spelling of an address, a list, no page)', (path) => {
    expect(ownTarget(`http://localhost${path}`)).toBeNull();
  });
});
