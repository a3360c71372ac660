import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';

/**
 * Right to left (issue 47): the Arabic pages, mirrored, by bounding boxes at 390 and 1280 px.
 */
const AR = { home: '/ar', contact: encodeURI('/ar/اتصل-بنا') };

async function openRightToLeft(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function expectNoWiderThanWindow(page: Page, path: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, path).toBeLessThanOrEqual(0);
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

/*
 * At each width, one load of the home page for its checks in turn (each a step), then the contact
 * page: a load per check would open the same page four times.
 */
for (const width of [390, 1280]) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header mirrored, the page no wider than the window, the carousel starting on the right, arrows pointing the way the text reads', async ({
      page,
    }) => {
      await openRightToLeft(page, AR.home);

      await test.step('the header is mirrored: the logo on the right, the menu button on the left', async () => {
        const logo = await box(page, 'header a[href="/ar"]');
        expect(logo.x + logo.width).toBeGreaterThan(width - 80);
        expect(logo.x).toBeGreaterThan(width / 2 - 120);
        if (width < 1024) {
          const menu = await box(page, 'header button[aria-expanded]');
          expect(menu.x).toBeLessThan(80);
        } else {
          // The appointment button, last in the bar, is at its left end.
          const appointment = await box(page, `header a[href="${AR.contact}"]`);
          expect(appointment.x).toBeLessThan(width / 3);
        }
      });

      await test.step('the home page is no wider than the window', () => expectNoWiderThanWindow(page, AR.home));

      await test.step('the testimonials carousel starts on the right', async () => {
        const carousel = page.getByTestId('testimonials-carousel');
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel.locator('.swiper-initialized')).toBeVisible();
        await expect(carousel.locator('.swiper-rtl')).toBeVisible();
        const frame = (await carousel.boundingBox())!;
        const first = (await carousel.locator('[data-swiper-slide-index="0"]:not(.swiper-slide-duplicate)').first().boundingBox())!;
        expect(first.x + first.width).toBeGreaterThan(frame.x + frame.width - 40);
        const second = (await carousel.locator('[data-swiper-slide-index="1"]').first().boundingBox())!;
        if (width >= 576) expect(second.x).toBeLessThan(first.x);
      });

      await test.step('arrows and chevrons point the way the text reads; phone and WhatsApp keep their drawing', async () => {
        const scale = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => getComputedStyle(element).scale);
        expect(await scale('.lucide-arrow-right')).toBe('-1 1');
        expect(await scale('.lucide-chevron-right')).toBe('-1 1');
        expect(await scale('.lucide-phone')).toBe('none');
        expect(await page.locator('[data-testid="floating-whatsapp"] svg').evaluate((element) => getComputedStyle(element).scale)).toBe(
          'none',
        );
        // And left to right, nothing turns.
        await page.evaluate(() => (document.documentElement.dir = 'ltr'));
        expect(await scale('.lucide-arrow-right')).toBe('none');
      });

      await test.step('the contact page is no wider than the window', async () => {
        await openRightToLeft(page, AR.contact);
        await expectNoWiderThanWindow(page, AR.contact);
      });
    });
  });
}

test('the phone number reads left to right inside right-to-left text, plus sign first', async ({ page }) => {
  await openRightToLeft(page, AR.home);
  const number = page.locator('footer a[href^="tel:"] [dir="ltr"]');
  await expect(number).toHaveText(/^\+90 /);
  const order = await number.evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    const at = (index: number) => {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return { plus: at(0), last: at((text.textContent ?? '').length - 1) };
  });
  expect(order.plus).toBeLessThan(order.last);
});

test('the floating call and WhatsApp buttons sit in the bottom-left corner on a wide right-to-left page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRightToLeft(page, AR.home);
  const call = (await page.getByTestId('floating-call').boundingBox())!;
  expect(call.x).toBeLessThan(80);
});

test('a form error stands under its fields, its icon and text from the line’s start', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openRightToLeft(page, AR.contact);
  const form = page.getByTestId('appointment-form');
  await form.locator('button[type="submit"]').click();
  // The e-mail-or-phone rule's error, shown once under the pair.
  const field = form.locator('input[data-field="phone"]');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const error = form.locator('[id$="contact-error"]');
  await expect(error).toBeVisible();
  // In Arabic, from the Arabic messages.
  await expect(error).toHaveText(ar.forms.validation.contactRequired);
  const [input, message, icon, text] = await Promise.all([
    field.boundingBox(),
    error.boundingBox(),
    error.locator('svg').boundingBox(),
    error.locator('span').boundingBox(),
  ]);
  expect(message!.y).toBeGreaterThan(input!.y);
  // Right to left: the icon first, at the right edge of the field, the text to its left.
  expect(Math.abs(icon!.x + icon!.width - (input!.x + input!.width))).toBeLessThan(8);
  expect(text!.x).toBeLessThan(icon!.x);
});

test('the Arabic form: its labels, its validation messages, its counter in Latin digits', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRightToLeft(page, AR.contact);
  const form = page.getByTestId('appointment-form');
  await expect(form.getByLabel(ar.forms.fields.phone, { exact: false }).first()).toBeVisible();
  await form.locator('input[data-field="email"]').fill('not-an-address');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText(ar.forms.validation.invalidEmail)).toBeVisible();
  await form.locator('input[data-field="email"]').fill('');
  await form.locator('input[data-field="phone"]').fill('12');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText(ar.forms.validation.invalidPhone)).toBeVisible();
  // Numbers in Arabic text keep the digits of the phone numbers beside them (0-9).
  await expect(form.getByText(/\b5,000\b/)).toBeVisible();
});

test('the Arabic face is preloaded on the Arabic pages and on no other', async ({ request }) => {
  const arabic = await (await request.get(AR.home)).text();
  expect(arabic).toMatch(
    /<link rel="preload" href="\/fonts\/noto-sans-arabic-core\.woff2\?v=[0-9a-f]{12}" as="font" crossorigin="" type="font\/woff2"\/>/,
  );
  for (const path of ['/', '/en', '/tedaviler', '/en/blogs', '/de', '/de/behandlungen']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('noto-sans-arabic');
    expect(html, path).not.toContain('Noto Sans Arabic');
  }
});
