import { expect, test } from '@playwright/test';
import { DENTIST } from '../support/routes';

/**
 * Who wrote, reviewed and is responsible for the medical content: the dentists'
 * pages in both languages (reached from the about page and from articles), the
 * author and reviewer lines of articles and treatments, the footer's line, and
 * a 404 for an unknown dentist. Built-in content (content/*.json).
 */

// Nothing leaves the machine: every request to another host is refused.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

const NAME = 'Dr. Dt. Kemal Aydın';
const LOCALES = {
  tr: {
    about: '/about',
    dentist: `/hekimlerimiz/${DENTIST}`,
    title: 'Ağız, Diş ve Çene Cerrahisi Uzmanı · Kurucu hekim',
    education: [
      'Diş Hekimliği Fakültesi, İstanbul Üniversitesi (2004)',
      'Ağız, Diş ve Çene Cerrahisi doktora programı, İstanbul Üniversitesi (2010)',
    ],
    specialties: 'Sağlık Bakanlığınca tescilli uzmanlık',
    specialty: 'Ağız, Diş ve Çene Cerrahisi',
    certificates: 'Sağlık Bakanlığınca tescilli sertifikalar',
    certificate: 'Diş hekimliğinde sedasyon uygulamaları sertifikası (2015)',
    languages: ['Türkçe', 'İngilizce'],
    treatment: { name: 'İmplant Tedavisi', href: '/tedavi/implant' },
    article: { title: 'İmplant Tedavisi Hakkında Bilmeniz Gerekenler', href: '/blog/implant-tedavisi-hakkinda-bilmeniz-gerekenler' },
    roles: 'Yazar',
    note: `${NAME} ile randevu almak istiyorum.`,
    reviewer: { name: 'Dr. Dt. Elif Arslan', href: '/hekimlerimiz/elif-arslan' },
    published: '15 Kasım 2026',
    updated: '22 Kasım 2026',
    plainArticle: '/blog/dis-beyazlatma-guvenli-mi',
    lastReviewed: '3 Haziran 2026',
    notFound: 'Hekim bulunamadı',
    back: 'Hekimlerimize dön',
    responsible: 'Sorumlu diş hekimi',
  },
  en: {
    about: '/en/about',
    dentist: `/en/dentists/${DENTIST}`,
    title: 'Oral and Maxillofacial Surgeon · Founding dentist',
    education: [
      'Faculty of Dentistry, Istanbul University (2004)',
      'Doctoral programme in oral and maxillofacial surgery, Istanbul University (2010)',
    ],
    specialties: 'Specialty registered with the Ministry of Health',
    specialty: 'Oral and maxillofacial surgery',
    certificates: 'Certificates registered with the Ministry of Health',
    certificate: 'Certificate in sedation for dental treatment (2015)',
    languages: ['Turkish', 'English'],
    treatment: { name: 'Dental Implant Treatment', href: '/en/treatment/implant' },
    article: { title: null, href: '/en/blog/everything-you-should-know-about-dental-implants' },
    roles: 'Author',
    note: `I would like an appointment with ${NAME}.`,
    reviewer: { name: 'Dr. Dt. Elif Arslan', href: '/en/dentists/elif-arslan' },
    published: 'November 15, 2026',
    updated: 'November 22, 2026',
    plainArticle: '/en/blog/is-teeth-whitening-safe',
    lastReviewed: 'June 3, 2026',
    notFound: 'Dentist not found',
    back: 'Back to our dentists',
    responsible: 'Responsible dentist',
  },
} as const;

for (const [locale, text] of Object.entries(LOCALES)) {
  test.describe(`dentists (${locale})`, () => {
    test("the about page's team card leads to the dentist's page: education, registered specialty and certificates, languages, treatments, articles and booking", async ({
      page,
    }) => {
      await page.goto(text.about);
      await page.getByTestId('team-member-link').filter({ hasText: NAME }).click();
      await expect(page).toHaveURL((url) => url.pathname === text.dentist);
      await expect(page.locator('h1')).toHaveText(NAME);
      await expect(page.getByTestId('dentist-title')).toHaveText(text.title);
      await expect(page.getByTestId('dentist-education').getByRole('listitem')).toHaveText([...text.education]);
      const specialties = page.getByTestId('dentist-specialties');
      await expect(specialties.getByRole('heading')).toHaveText(text.specialties);
      await expect(specialties.getByRole('listitem')).toHaveText([text.specialty]);
      await expect(page.getByTestId('dentist-certificates').getByRole('heading')).toHaveText(text.certificates);
      await expect(page.getByTestId('dentist-certificates').getByRole('listitem')).toHaveText([text.certificate]);
      await expect(page.getByTestId('dentist-languages').getByRole('listitem')).toHaveText([...text.languages]);
      await expect(page.getByTestId('dentist-treatments').getByRole('link', { name: text.treatment.name, exact: true })).toHaveAttribute(
        'href',
        text.treatment.href,
      );
      const article = page.getByTestId('dentist-articles').getByRole('listitem').first();
      await expect(article.getByRole('link')).toHaveAttribute('href', text.article.href);
      await expect(article).toContainText(text.roles);
      // Booking: the form names the dentist in its note; phone and WhatsApp beside it.
      await expect(page.getByTestId('appointment-form').locator('[data-field="message"]')).toHaveValue(text.note);
      const booking = page.locator('#randevu');
      await expect(booking.locator('a[href^="tel:+"]')).toHaveCount(1);
      await expect(booking.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
    });

    test('an article names its author and reviewer with links to their pages, its publication and update days', async ({ page }) => {
      await page.goto(text.article.href);
      await expect(page.getByTestId('article-author')).toHaveText(NAME);
      await expect(page.getByTestId('article-reviewer')).toHaveText(text.reviewer.name);
      await expect(page.getByTestId('article-reviewer').getByRole('link')).toHaveAttribute('href', text.reviewer.href);
      await expect(page.getByTestId('article-published')).toHaveText(text.published);
      await expect(page.getByTestId('article-updated')).toHaveText(text.updated);
      await page.getByTestId('article-author').getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === text.dentist);
      await expect(page.locator('h1')).toHaveText(NAME);
      // An article never updated after its publication shows one date.
      await page.goto(text.plainArticle);
      await expect(page.getByTestId('article-published')).toBeVisible();
      await expect(page.getByTestId('article-updated')).toHaveCount(0);
    });

    test('a treatment names the dentist who reviewed it and the day; the footer the responsible dentist', async ({ page }) => {
      await page.goto(text.treatment.href);
      await expect(page.getByTestId('treatment-reviewer').getByRole('link')).toHaveAttribute('href', text.dentist);
      await expect(page.getByTestId('treatment-reviewer')).toHaveText(NAME);
      await expect(page.getByTestId('treatment-last-reviewed')).toHaveText(text.lastReviewed);
      const footer = page.getByTestId('footer-responsibility');
      await expect(footer.locator('dt').first()).toHaveText(text.responsible);
      await expect(footer.locator('dd').first()).toHaveText(NAME);
    });

    test('an unknown dentist answers 404 with a way back to the team', async ({ page }) => {
      const unknown = text.dentist.replace(DENTIST, 'boyle-bir-hekim-yok');
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(text.notFound);
      await expect(page.getByRole('link', { name: text.back })).toHaveAttribute('href', text.about);
    });
  });
}
