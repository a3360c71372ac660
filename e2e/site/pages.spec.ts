import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The home, about, services, contact, privacy and terms pages in both
 * languages: their sections (headings exactly as in the messages), the home
 * treatment links, the testimonials carousel's slide counts, the FAQ and the
 * gallery by keyboard, the social follow link and the click-to-load facades.
 */

type Messages = Record<string, unknown>;
const messages: Record<'tr' | 'en', Messages> = {
  tr: JSON.parse(readFileSync('messages/tr.json', 'utf8')),
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')),
};

const YEARS = '20';

/** A message by its dotted key, with {years} filled in as the site does. */
function msg(locale: 'tr' | 'en', key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`No message ${locale}:${key}`);
  return value.replace('{years}', YEARS);
}

const LOCALES = [
  {
    locale: 'tr' as const,
    paths: {
      home: '/',
      about: '/about',
      services: '/singleservice',
      contact: '/contact',
      privacy: '/kvkk-aydinlatma-metni',
      terms: '/kullanim-kosullari',
    },
    treatmentHref: (slug: string) => `/tedavi/${slug}`,
    treatmentsHref: '/tedaviler',
  },
  {
    locale: 'en' as const,
    paths: {
      home: '/en',
      about: '/en/about',
      services: '/en/singleservice',
      contact: '/en/contact',
      privacy: '/en/privacy-notice',
      terms: '/en/terms-of-use',
    },
    treatmentHref: (slug: string) => `/en/treatment/${slug}`,
    treatmentsHref: '/en/treatments',
  },
];

/** The cookie notice can cover the lower part of the page on small screens. */
async function dismissCookieNotice(page: Page) {
  const reject = page.getByTestId('cookie-reject');
  try {
    await reject.waitFor({ state: 'visible', timeout: 3_000 });
    await reject.click();
  } catch {
    // Not shown for this visitor.
  }
}

async function expectHeadings(page: Page, locale: 'tr' | 'en', h1: string, h2Keys: string[]) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, h1));
  for (const key of h2Keys) {
    await expect(page.getByRole('heading', { level: 2, name: msg(locale, key), exact: true })).toBeVisible();
  }
}

/** Slides lying entirely inside the carousel's viewport. */
async function fullyVisibleSlides(page: Page): Promise<number> {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-testid="testimonials-carousel"] .swiper');
    if (!viewport) return -1;
    const box = viewport.getBoundingClientRect();
    return Array.from(viewport.querySelectorAll('[data-testid="testimonial-slide"]')).filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

for (const { locale, paths, treatmentHref, treatmentsHref } of LOCALES) {
  test.describe(`${locale}: sections`, () => {
    test('home shows every section', async ({ page }) => {
      await page.goto(paths.home);
      await expectHeadings(page, locale, 'home.title', [
        'home.treatments.title',
        'home.quality.title',
        'home.expert.title',
        'home.features.title',
        'testimonials.title',
        'home.social.title',
        'home.appointment.title',
      ]);
      await expect(page.getByRole('link', { name: new RegExp(msg(locale, 'home.hero.call')) }).first()).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      await expect(page.getByTestId('map-facade')).toBeVisible();
    });

    test('home without JavaScript says the form needs it and shows how to reach the clinic', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(paths.home);
      const section = page.locator('#appointment');
      await expect(section.getByText(msg(locale, 'home.appointment.noScript'), { exact: true })).toBeVisible();
      const details = section.getByRole('complementary', { name: msg(locale, 'contact.details.title') });
      await expect(details.getByRole('link', { name: '+90 216 345 67 89' })).toHaveAttribute('href', 'tel:+902163456789');
      await expect(details.getByRole('link', { name: new RegExp(msg(locale, 'contact.details.whatsappAction')) })).toHaveAttribute(
        'href',
        'https://wa.me/905321234567',
      );
      await expect(section.getByTestId('appointment-form')).toBeHidden();
      await context.close();
    });

    test('home with JavaScript shows the form and the map, not the fallback', async ({ page }) => {
      await page.goto(paths.home);
      const section = page.locator('#appointment');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByTestId('appointment-form')).toBeVisible();
      await expect(section.getByTestId('map-facade')).toBeVisible();
      await expect(section.getByText(msg(locale, 'home.appointment.noScript'))).toBeHidden();
      await expect(section.getByRole('complementary')).toHaveCount(0);
    });

    test('home treatment cards link to their treatments', async ({ page }) => {
      await page.goto(paths.home);
      for (const slug of ['protez', 'implant', 'beyazlatma', 'kanal-tedavisi']) {
        await expect(page.getByTestId(`home-treatment-${slug}`)).toHaveAttribute('href', treatmentHref(slug));
      }
      await expect(page.getByRole('link', { name: msg(locale, 'home.treatments.viewAll') })).toHaveAttribute('href', treatmentsHref);
    });

    test('home social card opens the profile in a new tab', async ({ page }) => {
      await page.goto(paths.home);
      const follow = page.getByTestId('social-follow');
      await expect(follow).toHaveAttribute('href', 'https://www.instagram.com/osmanagadis/');
      await expect(follow).toHaveAttribute('target', '_blank');
      const rel = (await follow.getAttribute('rel')) ?? '';
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      await expect(page.getByTestId('social-showcase')).toContainText(locale === 'tr' ? '12.400' : '12,400');
    });

    test('about shows every section', async ({ page }) => {
      await page.goto(paths.about);
      await expectHeadings(page, locale, 'about.title', ['about.priority.title', 'about.video.title', 'team.title', 'faq.title']);
      await expect(page.getByTestId('team-member')).toHaveCount(4);
      await expect(page.getByRole('link', { name: msg(locale, 'about.contactLink') })).toHaveAttribute('href', paths.contact);
    });

    test('services shows every section', async ({ page }) => {
      await page.goto(paths.services);
      await expectHeadings(page, locale, 'services.title', [
        'services.help.title',
        'services.symptoms.title',
        'services.gallery.title',
        'services.smile.title',
      ]);
      await expect(page.getByTestId('symptom-card')).toHaveCount(5);
      await expect(page.getByTestId('gallery-thumb')).toHaveCount(6);
    });

    test('contact shows the form, the contact details and the map', async ({ page }) => {
      await page.goto(paths.contact);
      await expectHeadings(page, locale, 'contact.title', ['contact.formTitle', 'contact.details.title', 'contact.mapTitle']);
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible();
      await expect(page.getByTestId('map-facade')).toBeVisible();
    });

    for (const doc of ['privacy', 'terms'] as const) {
      test(`${doc} text has its numbered sections in order`, async ({ page }) => {
        await page.goto(paths[doc]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, `${doc}.title`));
        const sections = Object.keys((messages[locale][doc] as Messages).sections as Messages);
        const headings = page.locator('main article h2');
        await expect(headings).toHaveCount(sections.length);
        for (const [index, id] of sections.entries()) {
          await expect(headings.nth(index)).toHaveText(`${index + 1}. ${msg(locale, `${doc}.sections.${id}.heading`)}`);
        }
      });
    }
  });
}

test.describe('testimonials carousel', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [width, expected] of [
    [1280, 3],
    [700, 2],
    [400, 1],
  ] as const) {
    test(`shows ${expected} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // Swiper loads when the carousel nears the viewport.
      await page.getByTestId('testimonials-carousel').scrollIntoViewIfNeeded();
      await page.locator('[data-testid="testimonials-carousel"] .swiper-initialized').waitFor();
      expect(await fullyVisibleSlides(page)).toBe(expected);
    });
  }

  test('lays the slides out the same before JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en');
    expect(await fullyVisibleSlides(page)).toBe(3);
    await context.close();
  });

  test('has a pause control, and stays still under reduced motion', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByTestId('carousel-toggle');
    await expect(toggle).toHaveAttribute('aria-label', msg('en', 'testimonials.carousel.play'));
    const slides = page.getByTestId('testimonials-carousel').locator('.swiper-wrapper');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', msg('en', 'testimonials.carousel.pause'));
    // Turning on its own (pointer and focus elsewhere), the carousel is not read out;
    // paused, a slide the visitor turns is.
    await page.mouse.move(0, 0);
    await toggle.evaluate((element) => (element as HTMLElement).blur());
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await toggle.click();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await toggle.click();
    await expect(page.getByRole('button', { name: msg('en', 'testimonials.carousel.next') })).toBeVisible();
    await expect(page.getByRole('img', { name: '4.5 out of 5' }).first()).toBeAttached();
  });
});

// The FAQ's and the gallery's keyboard use, with their texts and the gallery's counter, are
// a11y.spec.ts's 'keyboard paths'.
test.describe('gallery', () => {
  test('gallery: the close button closes the dialog too', async ({ page }) => {
    await page.goto('/en/singleservice');
    await dismissCookieNotice(page);
    const thumbs = page.getByTestId('gallery-thumb');
    await thumbs.nth(2).click();
    const dialog = page.getByTestId('gallery-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: msg('en', 'services.gallery.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(2)).toBeFocused();
  });
});

test.describe('click-to-load facades', () => {
  const THIRD_PARTY = /google\.com\/maps|youtube(-nocookie)?\.com|ytimg\.com/;

  test('the map loads only when asked for', async ({ page }) => {
    const requested: string[] = [];
    await page.route(THIRD_PARTY, (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/contact');
    await dismissCookieNotice(page);
    const facade = page.getByTestId('map-facade');
    await expect(facade.locator('iframe')).toHaveCount(0);
    await expect(facade.getByRole('link', { name: new RegExp(msg('tr', 'contact.map.open')) })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    expect(requested).toEqual([]);
    await facade.getByRole('button', { name: msg('tr', 'contact.map.show') }).click();
    await expect(facade.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });

  test('the safety video loads YouTube only on click', async ({ page }) => {
    const requested: string[] = [];
    await page.route(THIRD_PARTY, (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/en/about');
    await dismissCookieNotice(page);
    const poster = page.getByTestId('youtube-facade');
    await expect(poster).toBeVisible();
    expect(requested).toEqual([]);
    await poster.click();
    const player = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
    await expect(player).toHaveAttribute('src', /autoplay=1&enablejsapi=1&rel=0/);
    await expect(player).toHaveAttribute('title', msg('en', 'about.video.videoTitle'));
    await expect(player).toHaveAttribute('id', /^youtube-/);
  });
});

test.describe('brand font', () => {
  for (const path of ['/tedavi/implant', '/en/treatment/implant']) {
    test(`${path}: the two small subsets are preloaded files the browser keeps, optional on the first paint, and draw the Turkish letters from the cache`, async ({
      page,
    }) => {
      await page.goto(path);
      // Files, not data URLs inside the page: each page's HTML stays small, the browser caches them once.
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', media: link.getAttribute('media') })));
      expect(preloads).toHaveLength(2);
      expect(
        preloads.every(({ href, media }) => /^\/_next\/static\/media\/plus_jakarta_sans_(core|turkish)\./.test(href) && media === null),
      ).toBe(true);
      expect(await page.content()).not.toContain('data:font');
      // `optional`: the first paint never waits for them beyond Chromium's short hold for a preloaded
      // face, and a face that comes later does not move the page (it is used from the next page on).
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((face) => ['jakarta', 'jakartaTurkish'].includes(face.family)).map((face) => face.display),
      );
      expect(faces).toEqual(['optional', 'optional']);
      for (const { href } of preloads) {
        const response = await page.request.get(href);
        expect(response.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable');
      }

      // The next visit: the faces come from the browser's cache, in time for the first layout.
      await page.reload();
      const fromNetwork = await page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2') && (entry as PerformanceResourceTiming).transferSize > 0)
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(fromNetwork).toEqual([]);
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
      });
      // The Turkish face is used, not a fallback: the page's text has ğ, ş or İ in both languages (the address).
      expect(loaded).toEqual(expect.arrayContaining(['jakarta', 'jakartaTurkish']));
      // Ask Chromium what drew the heading and a line with Turkish letters.
      await page.evaluate(() => {
        const turkish = [...document.querySelectorAll('main p, main li, main dd, footer p, footer li')].find((element) =>
          /[ğşİ]/.test(element.textContent ?? ''),
        );
        turkish?.setAttribute('data-test-turkish', '');
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      for (const selector of ['h1', '[data-test-turkish]']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        expect(nodeId, selector).toBeGreaterThan(0);
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(
          fonts.map((font) => font.familyName),
          selector,
        ).toEqual(['Plus Jakarta Sans']);
      }
    });
  }
});
