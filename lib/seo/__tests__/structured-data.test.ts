import { siteConfig } from '@/lib/config/site';
import {
  blogPostingSchema,
  breadcrumbSchema,
  clinicId,
  dentistSchema,
  faqPageSchema,
  medicalProcedureSchema,
  serializeJsonLd,
} from '../structured-data';

const base = siteConfig.siteUrl;

describe('dentistSchema', () => {
  const schema = dentistSchema({
    locale: 'en',
    url: `${base}/en`,
    description: 'A clinic in Osmanağa.',
    image: `${base}/og/home-en.png`,
    logo: `${base}/icons/icon-512.png`,
  });

  it('names the clinic in the page language, with its address in Osmanağa, Kadıköy, İstanbul', () => {
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': clinicId(),
      name: siteConfig.name.en,
      url: `${base}/en`,
      telephone: siteConfig.phone.e164,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Kadıköy',
        addressRegion: 'İstanbul',
        postalCode: siteConfig.address.postalCode,
        addressCountry: 'TR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: siteConfig.address.geo.latitude, longitude: siteConfig.address.geo.longitude },
      sameAs: [siteConfig.social.profileUrl],
    });
    expect((schema.address as { streetAddress: string }).streetAddress).toContain('Osmanağa');
  });

  it('states the hours Monday to Saturday, 09:00 to 23:00', () => {
    expect(schema.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '23:00',
      },
    ]);
  });
});

describe('faqPageSchema', () => {
  it('lists each question with its accepted answer', () => {
    const schema = faqPageSchema(
      [
        { question: 'İlk muayene ne kadar sürer?', answer: 'Yaklaşık yarım saat.' },
        { question: 'Hafta sonu açık mısınız?', answer: 'Cumartesi açığız.' },
      ],
      'tr',
    );
    expect(schema['@type']).toBe('FAQPage');
    expect(schema.mainEntity).toEqual([
      { '@type': 'Question', name: 'İlk muayene ne kadar sürer?', acceptedAnswer: { '@type': 'Answer', text: 'Yaklaşık yarım saat.' } },
      { '@type': 'Question', name: 'Hafta sonu açık mısınız?', acceptedAnswer: { '@type': 'Answer', text: 'Cumartesi açığız.' } },
    ]);
  });
});

describe('breadcrumbSchema', () => {
  it('numbers the items from 1, in order', () => {
    const schema = breadcrumbSchema([
      { name: 'Ana Sayfa', url: `${base}` },
      { name: 'Tedaviler', url: `${base}/tedaviler` },
      { name: 'İmplant', url: `${base}/tedavi/implant` },
    ]);
    expect(schema['@type']).toBe('BreadcrumbList');
    expect(schema.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${base}` },
      { '@type': 'ListItem', position: 2, name: 'Tedaviler', item: `${base}/tedaviler` },
      { '@type': 'ListItem', position: 3, name: 'İmplant', item: `${base}/tedavi/implant` },
    ]);
  });
});

describe('blogPostingSchema', () => {
  const input = {
    locale: 'tr' as const,
    headline: 'Diş Beyazlatma Güvenli mi?',
    description: 'Kahve, çay ve sigara…',
    url: `${base}/blog/dis-beyazlatma-guvenli-mi`,
    images: [`${base}/blog/dis-beyazlatma-guvenli-mi/opengraph-image/card`],
    datePublished: '2026-10-21T09:00:00.000Z',
    dateModified: '2026-10-22T09:00:00.000Z',
    homeUrl: base,
    logo: `${base}/icons/icon-512.png`,
    sections: ['Estetik Diş Hekimliği'],
    author: null,
    reviewer: null,
  };

  it('names the dentist who wrote it and the one who reviewed it as Persons with their pages, working at the clinic', () => {
    const schema = blogPostingSchema({
      ...input,
      author: { name: 'Dr. Dt. Elif Arslan', jobTitle: 'Protetik Diş Tedavisi Uzmanı', url: `${base}/hekimlerimiz/elif-arslan` },
      reviewer: { name: 'Dr. Dt. Kemal Aydın', jobTitle: '', url: null },
    });
    const clinic = { '@type': 'Dentist', '@id': clinicId(), name: siteConfig.name.tr, url: base };
    expect(schema.author).toEqual({
      '@type': 'Person',
      '@id': `${base}/hekimlerimiz/elif-arslan#person`,
      url: `${base}/hekimlerimiz/elif-arslan`,
      name: 'Dr. Dt. Elif Arslan',
      jobTitle: 'Protetik Diş Tedavisi Uzmanı',
      worksFor: clinic,
    });
    // schema.org has reviewedBy on the web page, not on the article; an empty title is left out.
    expect(schema.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': input.url,
      reviewedBy: { '@type': 'Person', name: 'Dr. Dt. Kemal Aydın', worksFor: clinic },
    });
  });

  it('holds the headline, dates, image, language, page and the clinic as author and publisher', () => {
    const schema = blogPostingSchema(input);
    expect(schema).toMatchObject({
      '@type': 'BlogPosting',
      headline: input.headline,
      description: input.description,
      datePublished: input.datePublished,
      dateModified: input.dateModified,
      image: input.images,
      inLanguage: 'tr',
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      articleSection: ['Estetik Diş Hekimliği'],
      author: { '@type': 'Organization', name: siteConfig.name.tr, url: base },
      publisher: { '@type': 'Organization', name: siteConfig.name.tr, logo: { '@type': 'ImageObject', url: input.logo } },
    });
  });

  it('shortens a headline beyond 110 characters', () => {
    const schema = blogPostingSchema({ ...input, headline: 'Ağız '.repeat(40).trim() });
    const headline = schema.headline as string;
    expect(Array.from(headline).length).toBeLessThanOrEqual(110);
    expect(headline.endsWith('…')).toBe(true);
  });
});

describe('medicalProcedureSchema', () => {
  it('names the procedure with its description, address and image', () => {
    expect(
      medicalProcedureSchema({
        name: 'İmplant Tedavisi',
        description: 'Eksik diş…',
        url: `${base}/tedavi/implant`,
        image: `${base}/x.png`,
      }),
    ).toEqual({
      '@type': 'MedicalProcedure',
      name: 'İmplant Tedavisi',
      description: 'Eksik diş…',
      url: `${base}/tedavi/implant`,
      image: `${base}/x.png`,
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a text cannot close the script element, and still parses back', () => {
    const data = { '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: '</script><script>alert(1)</script> <!--' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
