import { test as base, expect, type Page } from '@playwright/test';
import { ROUTE_PAIRS } from './routes';

/**
 * The routing checks whose answer depends on the content source: every route
 * pair answers in both languages, the language switch maps a blog category and
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

export async function counterpartHref(page: Page): Promise<string | null> {
  // One menu on the page; its option gets its address when the list opens (components/layout/LanguageMenu.tsx).
  const toggle = page.getByTestId('language-toggle');
  await expect(toggle).toHaveCount(1);
  await toggle.click();
  const link = page.getByTestId('language-switch');
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

export function contentRoutingTests(): void {
  // One test per route pair, in the order a visitor would go: both pages load once each.
  for (const pair of ROUTE_PAIRS) {
    test(`${pair.name}: answers 200 in Turkish (${pair.tr}) and English (${pair.en}) with the right lang, the floating buttons, and the language menu links the counterpart`, async ({
      page,
    }) => {
      const response = await page.goto(pair.tr);
      expect(response?.status(), pair.tr).toBe(200);
      expect(new URL(page.url()).pathname).toBe(pair.tr);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('floating-call')).toHaveAttribute('href', /^tel:\+\d{10,15}$/);
      await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
      await expect(page.getByTestId('floating-call')).toBeVisible();
      await expect(page.getByTestId('floating-whatsapp')).toBeVisible();
      // No option before the list opens: an anchor without an address is not a crawlable link.
      await expect(page.getByTestId('language-switch')).toHaveCount(0);
      expect(await counterpartHref(page)).toBe(pair.en);

      const english = await page.goto(pair.en);
      expect(english?.status(), pair.en).toBe(200);
      expect(new URL(page.url()).pathname).toBe(pair.en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await counterpartHref(page)).toBe(pair.tr);
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === pair.tr);
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    });
  }

  test('the language switch maps a blog category to its slug in the other language', async ({ page }) => {
    await page.goto('/blogs?category=estetik&page=2');
    expect(await counterpartHref(page)).toBe('/en/blogs?category=cosmetic-dentistry');
    await page.goto('/en/blogs?category=implants');
    expect(await counterpartHref(page)).toBe('/blogs?category=implant');
    await page.getByTestId('language-switch').click();
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
