import { test as base, expect, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import tr from '../../messages/tr.json';
import { DIRECTION, encoded, ROUTES, SITE_LOCALES, type SiteLocale } from './routes';
import { decodeReferences } from './served-html.mjs';

/**
 * The routing checks whose answer depends on the content source: every page
 * type answers in every language, the language switch maps a blog category and
 * an article through their slugs in the other language. The site project runs
 * them on the built-in content (e2e/site/routing.spec.ts), the cms project on
 * the site built against Strapi (e2e/cms/routing.spec.ts).
 */

/**
 * Playwright's test whose page refuses every request to another host: nothing
 * leaves the machine. Set on the page fixture (not in a beforeEach, which would
 * open a page for every test), so a test that uses only `request` opens no browser.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    await use(page);
  },
});
export { expect };

/** The menu's link to `target` on the current page; its options get their addresses when the list opens (components/layout/LanguageMenu.tsx). */
export async function counterpartHref(page: Page, target?: SiteLocale): Promise<string | null> {
  const toggle = page.getByTestId('language-toggle');
  await expect(toggle).toHaveCount(1);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const language = target ?? ((await page.locator('html').getAttribute('lang')) === 'tr' ? 'en' : 'tr');
  const link = page.getByTestId(`language-switch-${language}`);
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

/** Every message key path (`nav.home`): a page showing one shows a text that is missing. */
const MESSAGE_KEYS = (() => {
  const keys = (value: unknown, prefix: string): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  return keys(en, '').filter((key) => key.includes('.'));
})();

/** The text a visitor reads: the body without scripts, styles and tags. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeReferences(body.replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
}

/** `hreflang` → path of the head's alternates. */
function alternatesOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)];
  return Object.fromEntries(links.map(([, language = '', href = '']) => [language, new URL(href.replace(/&amp;/g, '&')).pathname]));
}

const MESSAGES: Record<SiteLocale, typeof en> = { tr, en, de, ar };

/** The header's and footer's texts of the language are on the page, and no English one where the language has its own. */
function expectOwnCopy(text: string, locale: SiteLocale, path: string) {
  const own = MESSAGES[locale];
  for (const key of ['home', 'treatments', 'blogs', 'appointment'] as const) expect(text, `${path}: nav.${key}`).toContain(own.nav[key]);
  if (locale === 'tr' || locale === 'en') return;
  const english = [...Object.values(en.nav), ...Object.values(en.footer)].filter(
    (value): value is string => typeof value === 'string' && !value.includes('{') && value.length > 4,
  );
  const ownValues = new Set([...Object.values(own.nav), ...Object.values(own.footer)]);
  const untranslated = english.filter(
    (value) => !ownValues.has(value) && new RegExp(`(^|\\s)${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(text),
  );
  expect(untranslated, `${path}: English copy`).toEqual([]);
}

export function contentRoutingTests(): void {
  const blogList = ROUTES.find((route) => route.name === 'blog list')!.paths;

  // One test per page type: each language over HTTP (status, lang and dir, the hreflang set, no
  // message key, the language's own copy), then the menu's links in a browser from the Turkish page
  // and, where it exists, the Arabic one (its path is in Arabic script).
  for (const { name, paths } of ROUTES) {
    const existing = SITE_LOCALES.filter((locale) => paths[locale] !== null);
    test(`${name}: answers in every language with its lang and dir, all hreflang alternates and its own texts, and the menu links each counterpart`, async ({
      page,
      request,
    }) => {
      const expectedAlternates = Object.fromEntries([
        ...existing.map((locale) => [locale, encoded(paths[locale]!)]),
        ['x-default', encoded(paths.tr!)],
      ]);
      for (const locale of existing) {
        const path = paths[locale]!;
        const response = await request.get(encoded(path), { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}" dir="${DIRECTION[locale]}"`);
        expect(alternatesOf(html), `${path} hreflang`).toEqual(expectedAlternates);
        const text = visibleText(html);
        expect(
          MESSAGE_KEYS.filter((key) => text.includes(key)),
          `${path}: a message key instead of its text`,
        ).toEqual([]);
        expectOwnCopy(text, locale, path);
      }

      const counterparts = (from: SiteLocale) => SITE_LOCALES.filter((locale) => locale !== from);
      // A page without a version in a language (an article not yet translated) links to the version
      // that language's readers get: the English one, under that language's blog path.
      const expectedLink = (locale: SiteLocale) => encoded(paths[locale] ?? `${blogList[locale]!}/${paths.en!.split('/').pop()!}`);
      for (const from of (['tr', 'ar'] as const).filter((locale) => paths[locale] !== null)) {
        await page.goto(encoded(paths[from]!));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByTestId('floating-call')).toHaveAttribute('href', /^tel:\+\d{10,15}$/);
        await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
        // No option before the list opens: an anchor without an address is not a crawlable link.
        await expect(page.locator('[data-testid^="language-switch-"]')).toHaveCount(0);
        for (const locale of counterparts(from))
          expect(await counterpartHref(page, locale), `${from} → ${locale}`).toBe(expectedLink(locale));
      }
      // And following one: the Turkish page from the English one.
      await page.goto(paths.en!);
      await page.getByTestId('language-toggle').click();
      await page.getByTestId('language-switch-tr').click();
      await expect(page).toHaveURL((url) => url.pathname === encoded(paths.tr!));
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    });
  }

  test('the language switch maps a blog category to its slug in the other language', async ({ page }) => {
    await page.goto('/blogs?category=estetik&page=2');
    expect(await counterpartHref(page)).toBe('/en/blogs?category=cosmetic-dentistry');
    await page.goto('/en/blogs?category=implants');
    expect(await counterpartHref(page)).toBe('/blogs?category=implant');
    await page.getByTestId('language-switch-tr').click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/blogs?category=implant');
    await expect(page.getByTestId('blog-active-category')).toContainText('İmplant');

    // A category the list does not know has no counterpart: the other language's whole list.
    await page.goto('/blogs?category=yok-boyle');
    expect(await counterpartHref(page)).toBe('/en/blogs');
    // Without a category, the query is kept as on the other lists.
    await page.goto('/en/blogs?page=2');
    expect(await counterpartHref(page)).toBe('/blogs?page=2');
  });

  test('an article with another slug in the other language maps through the switch, and the other slug redirects', async ({ page }) => {
    const response = await page.goto('/en/blog/implant-tedavisi-hakkinda-bilmeniz-gerekenler');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/blog/everything-you-should-know-about-dental-implants');
  });
}
