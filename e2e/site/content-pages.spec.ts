import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The treatment list and detail, the blog list and the article pages, in both
 * languages, against the built-in content (content/*.json).
 */

// Nothing leaves the machine: every request to another host is refused.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

const LOCALES = {
  tr: {
    treatments: '/tedaviler',
    treatment: (slug: string) => `/tedavi/${slug}`,
    blogs: '/blogs',
    blog: (slug: string) => `/blog/${slug}`,
    cosmetic: 'Estetik Diş Hekimliği',
    cosmeticUpper: 'ESTETİK DİŞ HEKİMLİĞİ',
    orthodontics: 'Ortodonti',
    all: 'Tümü',
    emptyCategory: 'Bu kategoride henüz tedavi bulunmamaktadır.',
    treatmentNotFound: 'Tedavi bulunamadı',
    noContent: 'Bu tedavi için henüz içerik eklenmemiş.',
    appointment: 'Randevu Al',
    article: 'implant-tedavisi-hakkinda-bilmeniz-gerekenler',
    articleTitle: 'İmplant Tedavisi Hakkında Bilmeniz Gerekenler',
    articleCategory: 'implant',
    articleCategoryName: 'İmplant',
    videoArticle: 'dogru-dis-fircalama-teknigi',
    articleNotFound: 'Blog yazısı bulunamadı',
    noBlogs: 'Henüz blog yazısı bulunamadı.',
    firstPage: 'İlk sayfaya dön',
    pagination: 'Sayfalar',
    month: 'Kas',
  },
  en: {
    treatments: '/en/treatments',
    treatment: (slug: string) => `/en/treatment/${slug}`,
    blogs: '/en/blogs',
    blog: (slug: string) => `/en/blog/${slug}`,
    cosmetic: 'Cosmetic Dentistry',
    cosmeticUpper: 'COSMETIC DENTISTRY',
    orthodontics: 'Orthodontics',
    all: 'All',
    emptyCategory: 'There are no treatments in this category yet.',
    treatmentNotFound: 'Treatment not found',
    noContent: 'No content has been added for this treatment yet.',
    appointment: 'Book an Appointment',
    article: 'everything-you-should-know-about-dental-implants',
    articleTitle: null,
    articleCategory: 'implants',
    articleCategoryName: 'Implants',
    videoArticle: 'how-to-brush-your-teeth-properly',
    articleNotFound: 'Blog post not found',
    noBlogs: 'No blogs found.',
    firstPage: 'Back to the first page',
    pagination: 'Pages',
    month: 'Nov',
  },
} as const;

const CATEGORY_ORDER = [
  'all',
  'estetik-dis-hekimligi',
  'pedodonti',
  'implant-tedavileri',
  'ortodonti',
  'agiz-cene-cerrahisi',
  'endodonti',
  'periodontoloji',
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [locale, L] of Object.entries(LOCALES)) {
  test.describe(`treatment list (${locale})`, () => {
    test('opens on the cosmetic dentistry category, categories in the specified order', async ({ page }) => {
      await page.goto(L.treatments);
      await expect(page.locator('h1')).toHaveCount(1);
      const chips = page.getByTestId('treatment-category');
      await expect(chips).toHaveCount(CATEGORY_ORDER.length);
      expect(await chips.evaluateAll((links) => links.map((link) => link.getAttribute('data-category')))).toEqual(CATEGORY_ORDER);
      await expect(chips.first()).toHaveText(L.all);
      const active = page.locator('[data-testid="treatment-category"][aria-current="true"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(L.cosmetic);
      await expect(page.getByTestId('treatment-card')).toHaveCount(5);
    });

    test('?category=all shows every treatment, with no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${L.treatments}?category=all`);
      await expectNoHorizontalScroll(page);
      await expect(page.getByTestId('treatment-card')).toHaveCount(16);
      await expect(page.locator('[data-testid="treatment-category"][aria-current="true"]')).toHaveText(L.all);
    });

    test('?category=ortodonti shows orthodontics only', async ({ page }) => {
      await page.goto(`${L.treatments}?category=ortodonti`);
      await expect(page.getByTestId('treatment-card')).toHaveCount(2);
      await expect(page.locator('[data-testid="treatment-category"][aria-current="true"]')).toHaveText(L.orthodontics);
      for (const card of await page.getByTestId('treatment-card').all()) {
        await expect(card).toContainText(L.orthodontics);
      }
    });

    test('an unknown category shows the empty message', async ({ page }) => {
      await page.goto(`${L.treatments}?category=yok`);
      await expect(page.getByText(L.emptyCategory)).toBeVisible();
      await expect(page.getByTestId('treatment-card')).toHaveCount(0);
    });

    test('client navigation between categories, back and the menu shows each list as its URL says', async ({ page }) => {
      // A category button updates the list and the URL; each list URL is answered from its own cached page (the proxy rewrites the query into the path):
      // the client router must never keep showing another URL's list.
      await page.goto(L.treatments);
      await expect(page.getByTestId('treatment-card')).toHaveCount(5);
      await page.locator('[data-category="ortodonti"]').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'ortodonti');
      await expect(page.getByTestId('treatment-card')).toHaveCount(2);
      await page.locator('[data-category="all"]').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'all');
      await expect(page.getByTestId('treatment-card')).toHaveCount(16);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'ortodonti');
      await expect(page.getByTestId('treatment-card')).toHaveCount(2);
      await expect(page.locator('[data-testid="treatment-category"][aria-current="true"]')).toHaveText(L.orthodontics);
      await page.locator(`header a[href="${L.treatments}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === L.treatments && url.search === '');
      await expect(page.locator('[data-testid="treatment-category"][aria-current="true"]')).toHaveText(L.cosmetic);
      await expect(page.getByTestId('treatment-card')).toHaveCount(5);
    });

    test('a card is one link to the treatment page', async ({ page }) => {
      await page.goto(L.treatments);
      const card = page.getByTestId('treatment-card').first();
      const title = (await card.locator('h3').textContent())?.trim();
      await expect(card.locator('a')).toHaveCount(0);
      await card.click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith(L.treatment('')));
      await expect(page.locator('h1')).toHaveText(title ?? '');
    });
  });

  test.describe(`treatment detail (${locale})`, () => {
    test('hero, blocks and sidebar', async ({ page }) => {
      await page.goto(L.treatment('beyazlatma'));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('treatment-hero-category')).toHaveText(L.cosmeticUpper);
      const content = page.locator('article');
      await expect(content.locator('h2')).toHaveCount(4);
      await expect(content.locator('p').first()).toBeVisible();
      await expect(page.getByText(L.noContent)).toHaveCount(0);

      const sidebar = page.locator('aside');
      const appointment = sidebar.locator('[data-track="treatment_appointment_click"]');
      await expect(appointment).toHaveText(L.appointment);
      expect(await appointment.getAttribute('href')).toMatch(/\/contact$/);

      const categories = sidebar.getByTestId('sidebar-category');
      await expect(categories).toHaveCount(7);
      expect(await categories.first().getAttribute('href')).toBe(`${L.treatments}?category=estetik-dis-hekimligi`);
      await expect(sidebar.locator('[data-testid="sidebar-category"][aria-current="true"]')).toHaveText(L.cosmetic);
      await categories.nth(3).click();
      await expect(page).toHaveURL((url) => url.pathname === L.treatments && url.searchParams.get('category') === 'ortodonti');
      await expect(page.getByTestId('treatment-card')).toHaveCount(2);
    });

    test('an unknown treatment answers 404 with "not found"', async ({ page }) => {
      const response = await page.goto(L.treatment('boyle-bir-tedavi-yok'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(L.treatmentNotFound);
      await expect(page).toHaveTitle(new RegExp(`^${L.treatmentNotFound} \\| `));
    });

    test('has no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(L.treatment('yirmilik-dis-cekimi'));
      await expectNoHorizontalScroll(page);
    });
  });

  test.describe(`blog list (${locale})`, () => {
    test('nine cards, date badges and pagination to page 2', async ({ page }) => {
      await page.goto(L.blogs);
      await expect(page.locator('h1')).toHaveCount(1);
      const cards = page.getByTestId('blog-card');
      await expect(cards).toHaveCount(9);
      await expect(cards.first()).toHaveAttribute('data-track', 'blog_post_click');
      await expect(cards.first().getByTestId('date-badge')).toContainText('15');
      await expect(cards.first().getByTestId('date-badge')).toContainText(L.month);

      const nav = page.getByRole('navigation', { name: L.pagination });
      await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
      const next = nav.locator('a[rel="next"]');
      expect(await next.getAttribute('href')).toBe(`${L.blogs}?page=2`);
      await expect(nav.locator('a', { hasText: /^2$/ })).toHaveAttribute('href', `${L.blogs}?page=2`);
      await next.click();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(page.getByTestId('blog-card')).toHaveCount(6);
    });

    test('client navigation between pages and categories, back and the menu shows each list as its URL says', async ({ page }) => {
      await page.goto(L.blogs);
      await page.getByRole('navigation', { name: L.pagination }).locator('a[rel="next"]').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(page.getByTestId('blog-card')).toHaveCount(6);
      await page.locator(`[data-testid="blog-category"][href="${L.blogs}?category=${L.articleCategory}"]`).first().click();
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === L.articleCategory && !url.searchParams.has('page'));
      await expect(page.getByTestId('blog-card')).toHaveCount(2);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(page.getByTestId('blog-card')).toHaveCount(6);
      await page.locator(`header a[href="${L.blogs}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === L.blogs && url.search === '');
      await expect(page.getByTestId('blog-card')).toHaveCount(9);
    });

    test('page 2 shows the older articles and links back', async ({ page }) => {
      await page.goto(`${L.blogs}?page=2`);
      await expect(page.getByTestId('blog-card')).toHaveCount(6);
      const nav = page.getByRole('navigation', { name: L.pagination });
      await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
      expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toBe(L.blogs);
      await expect(nav.locator('a[rel="next"]')).toHaveCount(0);
    });

    test('a page beyond the last redirects to the list’s first page', async ({ page }) => {
      await page.goto(`${L.blogs}?page=9`);
      await expect(page).toHaveURL((url) => url.pathname === L.blogs && url.search === '');
      await expect(page.getByTestId('blog-card')).toHaveCount(9);
    });

    test('?category= filters, names the category and has no pagination for one page', async ({ page }) => {
      await page.goto(`${L.blogs}?category=${L.articleCategory}`);
      await expect(page.getByTestId('blog-card')).toHaveCount(2);
      await expect(page.getByTestId('blog-active-category')).toContainText(L.articleCategoryName);
      await expect(page.getByTestId('blog-pagination')).toHaveCount(0);
    });

    test('an unknown category redirects to the whole list, which has no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${L.blogs}?category=yok`);
      await expect(page).toHaveURL((url) => url.pathname === L.blogs && url.search === '');
      await expect(page.getByTestId('blog-card')).toHaveCount(9);
      await expectNoHorizontalScroll(page);
    });
  });

  test.describe(`blog article (${locale})`, () => {
    test('title, cover, blocks, call-to-action and category links', async ({ page }) => {
      await page.goto(L.blogs);
      const card = page.getByTestId('blog-card').first();
      const title = (await card.locator('h2').textContent())?.trim() ?? '';
      await card.click();
      await expect(page).toHaveURL((url) => url.pathname === L.blog(L.article));
      await expect(page.locator('h1')).toHaveText(title);
      if (L.articleTitle) await expect(page.locator('h1')).toHaveText(L.articleTitle);

      const article = page.locator('article');
      await expect(article.locator('img').first()).toBeVisible();
      await expect(page.getByTestId('youtube-facade')).toHaveCount(0);
      expect(await article.locator('h2').count()).toBeGreaterThanOrEqual(3);
      await expect(article.locator('a[href^="tel:"]')).toHaveCount(1);

      const category = page.getByTestId('article-category').first();
      expect(await category.getAttribute('href')).toBe(`${L.blogs}?category=${L.articleCategory}`);
      const sidebar = page.locator('aside').getByTestId('sidebar-category');
      expect(await sidebar.count()).toBeGreaterThan(1);
      await category.click();
      await expect(page).toHaveURL((url) => url.pathname === L.blogs && url.searchParams.get('category') === L.articleCategory);
      await expect(page.getByTestId('blog-card')).toHaveCount(2);
    });

    test('an article with a video shows the click-to-play facade, with no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(L.blog(L.videoArticle));
      await expectNoHorizontalScroll(page);
      // The facade at a desktop width, clear of the cookie notice.
      await page.setViewportSize({ width: 1280, height: 720 });
      const facade = page.getByTestId('youtube-facade');
      await expect(facade).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await facade.click();
      const iframe = page.locator('article iframe');
      await expect(iframe).toHaveCount(1);
      expect(await iframe.getAttribute('src')).toContain('/embed/OsmanagaDs1');
    });

    test('an unknown article answers 404 with "not found"', async ({ page }) => {
      const response = await page.goto(L.blog('boyle-bir-yazi-yok'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(L.articleNotFound);
      await expect(page).toHaveTitle(new RegExp(`^${L.articleNotFound} \\| `));
    });
  });
}

test.describe('accessibility', () => {
  // Other states of the list and detail pages than a11y.spec.ts checks (it axes /en/treatments, /blogs,
  // /tedavi/implant and the English implant article whole).
  const pages = ['/en/treatments?category=all', '/tedavi/beyazlatma', '/en/blogs?page=2', '/blog/dogru-dis-fircalama-teknigi'];
  for (const pathname of pages) {
    test(`${pathname} has no WCAG violations in its content`, async ({ page }) => {
      await page.goto(pathname);
      await expect(page.locator('h1')).toHaveCount(1);
      const result = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});

test.describe('loading states', () => {
  test('the treatment list shows the loading text while a category loads', async ({ page }) => {
    await page.goto('/tedaviler');
    await page.route(/category=ortodonti/, async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('[data-category="ortodonti"]').click();
    await expect(page.getByTestId('loading-status')).toHaveText('Tedaviler yükleniyor...');
    await expect(page.getByTestId('treatment-card')).toHaveCount(2);
    await expect(page.getByTestId('loading-status')).toHaveCount(0);
  });

  test('a blog card shows a spinner while its article loads', async ({ page }) => {
    await page.goto('/en/blogs?page=2');
    const card = page.getByTestId('blog-card').last();
    const href = (await card.getAttribute('href')) ?? '';
    await page.route(
      (url) => url.pathname === href,
      async (route) => {
        if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await card.click();
    await expect(card.getByTestId('loading-status')).toHaveText('Loading the blog post...');
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages show their content, not a loading state', async ({ page }) => {
    for (const path of ['/tedaviler', '/en/blogs', '/blog/gece-dis-gicirdatma-bruksizm', '/en/treatment/implant']) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page.getByTestId('loading-status'), path).toHaveCount(0);
    }
    await expect(page.locator('article h2').first()).toBeVisible();
  });

  test('the category buttons and the pagination are plain links', async ({ page }) => {
    await page.goto('/tedaviler');
    await page.locator('[data-category="pedodonti"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'pedodonti');
    await expect(page.getByTestId('treatment-card')).toHaveCount(2);

    await page.goto('/en/blogs');
    await page.getByRole('navigation', { name: 'Pages' }).locator('a[rel="next"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(page.getByTestId('blog-card')).toHaveCount(6);
  });
});

/** A port nothing listens on now: the OS picks it, and it is let go at once for the server to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The error states, from a second server of the same build whose content
 * service is a local fake that fails: categories, lists and most lookups answer
 * 500; three slugs answer so the pages around them can show their own states.
 * The server runs on a copy of the build, so pages it renders while the
 * service is down never land in the real build's page cache. (A list rendered
 * while the CMS answered keeps being served when it fails later: that is the
 * last good content, not this error state.) The proxy lets a detail page
 * render only for a slug it knows from the lists (a slug never listed 404s,
 * outage or not): the detail tests let the lists answer once, with the three
 * slugs and one that cannot be loaded, and the proxy remembers them.
 */
test.describe('when the content service fails', () => {
  // One second server for the whole group: its tests run in order in one worker, after one beforeAll.
  test.describe.configure({ mode: 'default' });

  const root = path.resolve(__dirname, '..', '..');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const copyDir = `${distDir.replace(/\/+$/, '')}-cms-down`;
  // A port free now (not one derived from E2E_PORT, which another work tree's server may hold).
  let port = 0;
  let cms: Server;
  let site: ChildProcess | undefined;
  // Under server/app, or server/route-cache/APP_PAGE/… where the page cache handler keeps them.
  const prerenderedList = /(^|\/)server\/(.*\/)?(tr|en)\/(treatments|blogs)(\/|\.|$)/;

  const treatments = JSON.parse(readFileSync(path.join(root, 'content/treatments.json'), 'utf8')) as Record<string, unknown>[];
  const articles = JSON.parse(readFileSync(path.join(root, 'content/articles.json'), 'utf8')) as Record<string, unknown>[];
  const fakeTreatments: Record<string, unknown> = {
    'deneme-tedavi': { ...treatments[0], id: 901, documentId: 'fake-901', slug: 'deneme-tedavi', title: 'Deneme Tedavi' },
    'bos-tedavi': {
      ...treatments[0],
      id: 902,
      documentId: 'fake-902',
      slug: 'bos-tedavi',
      title: 'Boş Tedavi',
      tblocks: [],
    },
  };
  const fakeArticles: Record<string, unknown> = {
    'kategorisiz-yazi': {
      ...articles[0],
      id: 903,
      documentId: 'fake-903',
      slug: 'kategorisiz-yazi',
      title: 'Kategorisiz Yazı',
      categories: [],
      localizations: [],
    },
  };

  /** Whether the treatment and article lists answer (with the fake entries and a slug whose page fails). */
  let listsAnswer = false;
  const listed = (entries: Record<string, unknown>, failing: string) => [
    ...Object.values(entries),
    { ...Object.values(entries)[0]!, id: 999, documentId: 'fake-999', slug: failing },
  ];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cms = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const slug = url.searchParams.get('filters[slug][$eq]');
      const list =
        slug === null && listsAnswer && !url.searchParams.has('filters[categories][slug][$eq]')
          ? url.pathname === '/api/treatments'
            ? listed(fakeTreatments, 'yuklenemeyen-tedavi')
            : url.pathname === '/api/articles'
              ? listed(fakeArticles, 'yuklenemeyen-yazi')
              : undefined
          : undefined;
      const entry =
        slug === null
          ? undefined
          : url.pathname === '/api/treatments'
            ? fakeTreatments[slug]
            : url.pathname === '/api/articles'
              ? fakeArticles[slug]
              : undefined;
      response.setHeader('Content-Type', 'application/json');
      if (list || entry) {
        const data = list ?? [entry];
        response.end(JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } }));
      } else {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { status: 500, message: 'Internal Server Error' } }));
      }
    });
    await new Promise<void>((resolve) => cms.listen(0, 'localhost', resolve));
    const cmsPort = (cms.address() as AddressInfo).port;

    rmSync(path.join(root, copyDir), { recursive: true, force: true });
    cpSync(path.join(root, distDir), path.join(root, copyDir), {
      recursive: true,
      verbatimSymlinks: true,
      // Nor the lists prerendered from the built-in content: this server plays a
      // deployment whose lists were never rendered while its CMS answered, so
      // it renders them on the first visit, with the failing CMS.
      filter: (source) => !source.startsWith(path.join(root, distDir, 'cache')) && !prerenderedList.test(path.relative(root, source)),
    });
    port = await freePort();
    site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
      cwd: root,
      env: {
        ...process.env,
        NEXT_DIST_DIR: copyDir,
        CONTENT_API_URL: `http://localhost:${cmsPort}`,
        CONTENT_TIMEOUT_MS: '3000',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (site.exitCode !== null) throw new Error(`the second server exited (${site.exitCode}) before it answered on port ${port}`);
      const ready = await fetch(`http://localhost:${port}/en/contact`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the second server did not start');
  });

  test.afterAll(async () => {
    site?.kill();
    await new Promise((resolve) => cms?.close(resolve));
    rmSync(path.join(root, copyDir), { recursive: true, force: true });
  });

  const at = (pathname: string) => `http://localhost:${port}${pathname}`;

  test('the treatment list shows its error text', async ({ page }) => {
    await page.goto(at('/tedaviler'));
    await expect(page.locator('main [role="alert"]')).toHaveText('Tedaviler yüklenirken bir hata oluştu.');
    await page.goto(at('/en/treatments'));
    await expect(page.locator('main [role="alert"]')).toHaveText('An error occurred while loading treatments.');
  });

  test('a treatment whose categories fail says so in the sidebar', async ({ page }) => {
    // The proxy reads the lists once here and remembers them through what follows.
    listsAnswer = true;
    await page.goto(at('/tedavi/deneme-tedavi'));
    await expect(page.locator('h1')).toHaveText('Deneme Tedavi');
    await expect(page.locator('aside')).toContainText('Kategoriler yüklenemedi.');
    await page.goto(at('/en/treatment/deneme-tedavi'));
    await expect(page.locator('aside')).toContainText('Categories could not be loaded.');
  });

  test('a treatment without blocks says it has no content yet', async ({ page }) => {
    await page.goto(at('/tedavi/bos-tedavi'));
    await expect(page.getByText('Bu tedavi için henüz içerik eklenmemiş.')).toBeVisible();
    await page.goto(at('/en/treatment/bos-tedavi'));
    await expect(page.getByText('No content has been added for this treatment yet.')).toBeVisible();
  });

  test('a treatment that cannot be loaded shows the content error', async ({ page }) => {
    await page.goto(at('/tedavi/yuklenemeyen-tedavi'));
    await expect(page.locator('h1')).toHaveText('Tedavi içeriği yüklenirken bir hata oluştu.');
    await expect(page.getByRole('link', { name: 'Tüm tedavilere dön' })).toBeVisible();
  });

  test('the blog list shows its error alert', async ({ page }) => {
    listsAnswer = false;
    await page.goto(at('/blogs'));
    await expect(page.locator('main [role="alert"]')).toHaveText(
      'Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    );
    await page.goto(at('/en/blogs'));
    await expect(page.locator('main [role="alert"]')).toHaveText('An error occurred while loading blog posts. Please try again later.');
  });

  test('an article that cannot be loaded shows the error with a link back to the blog', async ({ page }) => {
    listsAnswer = true;
    await page.goto(at('/blog/yuklenemeyen-yazi'));
    await expect(page.locator('h1')).toHaveText('Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    await page.getByRole('link', { name: 'Blog yazılarına dön' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blogs');
  });

  test('an article without a category says so, and the sidebar says its categories failed', async ({ page }) => {
    await page.goto(at('/blog/kategorisiz-yazi'));
    await expect(page.locator('h1')).toHaveText('Kategorisiz Yazı');
    await expect(page.getByText('Bu yazı için kategori bulunamadı')).toBeVisible();
    await expect(page.locator('aside')).toContainText('Kategoriler yüklenemedi.');
  });

  test('a page rendered while a load failed is served for 30 s and never stored: the page cache gains no list', async ({ request }) => {
    listsAnswer = false;
    for (const url of ['/en/treatments?category=all', '/blogs?page=2']) {
      const response = await request.get(at(url));
      expect(response.status(), url).toBe(200);
      // lib/page-cache/good-answers.mjs, INCOMPLETE_CACHE_SECONDS; the mark of components/layout/IncompleteContent.tsx.
      expect(
        response.headers()['cache-control'],
        `${url}: page cache (lib/page-cache/handler.mjs): Next serves the value object it passed to set() and appends its headers`,
      ).toBe('public, max-age=0, s-maxage=30');
      expect(await response.text(), url).toContain('<template data-content-incomplete=""></template>');
    }
    // Every list this server rendered met the failing categories: none is on disk.
    const stored = readdirSync(path.join(root, copyDir, 'server'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      prerenderedList.test(`${copyDir}/server/${file}`),
    );
    expect(stored).toEqual([]);
  });

  test('a slug no list ever held is a 404 while the lists fail, never a rendered error page', async ({ request }) => {
    listsAnswer = false;
    for (const url of ['/tedavi/hic-listelenmemis', '/en/blog/never-listed']) {
      const response = await request.get(at(url), { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
    }
  });
});
