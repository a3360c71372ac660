/** @jest-environment node */
import { siteConfig } from '@/lib/config/site';
import { buildSitemap } from '../sitemap';

/** The sitemap of the built-in content: every entry has its alternates and the day it last changed. */
describe('the sitemap', () => {
  it('gives every entry a lastmod: content from its updatedAt, pages of texts from the configured day', async () => {
    const entries = await buildSitemap();
    const byUrl = new Map(entries.map((entry) => [entry.url.replace(siteConfig.siteUrl, ''), entry]));
    expect(entries.length).toBeGreaterThan(80);
    for (const entry of entries) {
      expect(typeof entry.lastModified === 'string' && !Number.isNaN(Date.parse(entry.lastModified))).toBe(true);
      expect(entry.alternates?.languages?.['x-default']).toMatch(/^https?:\/\//);
    }
    expect(byUrl.get('/contact')?.lastModified).toBe(siteConfig.contentUpdated);
    expect(byUrl.get('/en/privacy-notice')?.lastModified).toBe(siteConfig.privacyUpdated);
    expect(byUrl.get('/tedavi/implant')?.lastModified).toBe('2026-06-03T09:50:00.000Z');
    // Both translations of an article carry the later of their two dates.
    expect(byUrl.get('/blog/implant-tedavisi-hakkinda-bilmeniz-gerekenler')?.lastModified).toBe('2026-11-22T10:30:00.000Z');
  });

  it("lists each dentist's page in every language, each naming all", async () => {
    const entries = await buildSitemap();
    const dentist = entries.find((entry) => entry.url === `${siteConfig.siteUrl}/hekimlerimiz/kemal-aydin`);
    expect(dentist?.alternates?.languages).toEqual({
      tr: `${siteConfig.siteUrl}/hekimlerimiz/kemal-aydin`,
      en: `${siteConfig.siteUrl}/en/dentists/kemal-aydin`,
      de: `${siteConfig.siteUrl}/de/zahnaerzte/kemal-aydin`,
      ar: `${siteConfig.siteUrl}/ar/%D8%A3%D8%B7%D8%A8%D8%A7%D8%A4%D9%86%D8%A7/kemal-aydin`,
      'x-default': `${siteConfig.siteUrl}/hekimlerimiz/kemal-aydin`,
    });
    expect(dentist?.lastModified).toBe('2025-11-25T09:00:00.000Z');
    expect(entries.filter((entry) => entry.url.endsWith('/kemal-aydin'))).toHaveLength(4);
    expect(entries.filter((entry) => /\/(hekimlerimiz|dentists|zahnaerzte)\//.test(entry.url))).toHaveLength(12);
  });
});
