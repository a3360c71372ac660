import { render } from '@testing-library/react';
import { ArticleBlocks } from '@/components/blocks/ArticleBlocks';
import { TreatmentBlocks } from '@/components/blocks/TreatmentBlocks';
import { mapArticle, mapTreatment } from '@/lib/content/mappers';
import { articleSchema, treatmentSchema } from '@/lib/content/schemas';
import { findLiveMarkup } from '@/e2e/support/live-markup';
import { hostileArticles, hostileTreatments, markers } from '@/e2e/support/hostile-content.mjs';

/**
 * The hostile CMS fixtures of the browser tests (e2e/support/hostile-content.mjs)
 * through the content layer's schemas and mappers and every block renderer:
 * the visible text survives, nothing of the markup is live.
 */

afterEach(() => {
  delete (window as unknown as { __xss?: unknown }).__xss;
});

const treatments = {
  tr: treatmentSchema.parse(hostileTreatments.find((entry) => entry.locale === 'tr')),
  en: treatmentSchema.parse(hostileTreatments.find((entry) => entry.locale === 'en')),
};
const articles = {
  tr: articleSchema.parse(hostileArticles.find((entry) => entry.locale === 'tr')),
  en: articleSchema.parse(hostileArticles.find((entry) => entry.locale === 'en')),
};

describe.each(['tr', 'en'] as const)('hostile content in %s', (locale) => {
  const marker = markers[locale]!;

  it('treatment blocks: t-subtitle-section, t-rich (Markdown and HTML) and t-sub-content', () => {
    const mapped = mapTreatment(treatments[locale], locale, 'http://127.0.0.1:3390');
    expect(mapped.blocks.map((block) => block.kind)).toEqual(['subtitle', 'rich', 'content']);
    const { container } = render(<TreatmentBlocks blocks={mapped.blocks} />);

    for (const key of ['subtitle', 'rich', 'subContent'] as const) expect(container.textContent).toContain(marker[key]);
    expect(findLiveMarkup({ root: container })).toEqual([]);
    expect(container.querySelectorAll('script, iframe, object, embed, svg, math, style, form, input, base, meta')).toHaveLength(0);
    for (const link of Array.from(container.querySelectorAll('a[href]'))) {
      expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/);
    }
  });

  it('article blocks: blog.text-section2 and blog.subtitle-section2', () => {
    const mapped = mapArticle(articles[locale], locale, 'http://127.0.0.1:3390');
    expect(mapped.blocks.map((block) => block.kind)).toEqual(['text', 'subtitle']);
    const { container } = render(<ArticleBlocks blocks={mapped.blocks} />);

    for (const key of ['articleText', 'articleSubtitle'] as const) expect(container.textContent).toContain(marker[key]);
    expect(findLiveMarkup({ root: container })).toEqual([]);
    expect(container.querySelectorAll('script, iframe, object, embed, svg, img')).toHaveLength(0);
    // Headings inside content never outrank the page's h1.
    expect(container.querySelectorAll('h1')).toHaveLength(0);
  });
});

it('the check sees live markup (control)', () => {
  const container = document.createElement('div');
  container.innerHTML = `<a href=" JaVaScRiPt:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe></iframe><div style="width: expression(1)"></div>`;
  const problems = findLiveMarkup({ root: container }).join('\n');
  for (const expected of ['href=', 'event handler onerror', 'iframe', 'style']) expect(problems).toContain(expected);
});
