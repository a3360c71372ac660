/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatReport, launchReport, runLaunchCheck, SHIPPED_DEFAULTS, SHIPPED_HOURS } from '../check.mjs';
import { loadSamples } from '../samples.mjs';

const root = process.cwd();
const samples = loadSamples(root);

/** A complete set of the clinic's own values, as a deployment would set them. */
const CLINIC_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example-dis.com.tr',
  NEXT_PUBLIC_CLINIC_PHONE: '+902161112233',
  NEXT_PUBLIC_CLINIC_PHONE_DISPLAY: '+90 216 111 22 33',
  NEXT_PUBLIC_CLINIC_WHATSAPP: '905551112233',
  NEXT_PUBLIC_CLINIC_EMAIL: 'iletisim@example-dis.com.tr',
  NEXT_PUBLIC_CLINIC_STREET: 'Rıhtım Cad. No: 7/2',
  NEXT_PUBLIC_CLINIC_POSTAL_CODE: '34716',
  NEXT_PUBLIC_CLINIC_LATITUDE: '40.9912',
  NEXT_PUBLIC_CLINIC_LONGITUDE: '29.0250',
  NEXT_PUBLIC_MAP_EMBED_URL: 'https://www.google.com/maps/embed?pb=clinic',
  LAUNCH_CONFIRM_HOURS: SHIPPED_HOURS,
  NEXT_PUBLIC_EMAIL_RECIPIENTS: 'randevu@example-dis.com.tr,hekim@example-dis.com.tr',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_x1y2z3',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'Ab12Cd34Ef56Gh78',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_a1b2c3',
  NEXT_PUBLIC_EMAILJS_CALLBACK_TEMPLATE_ID: 'template_d4e5f6',
  NEXT_PUBLIC_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'template_g7h8i9',
  EMAILJS_PRIVATE_KEY: 'pk-secret-value-123',
  REQUEST_API_TOKEN: 'request-token-value',
  // A store that does not exist: the check must not read a developer's own requests.
  REQUEST_STORE_PATH: '/nonexistent/requests.db',
  NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
  NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-987654321',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION: 'AbCdEfGh1',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE: 'AbCdEfGh2',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL: 'AbCdEfGh3',
  NEXT_PUBLIC_SOCIAL_PROFILE_URL: 'https://www.instagram.com/exampledis/',
  NEXT_PUBLIC_SOCIAL_USERNAME: 'exampledis',
  NEXT_PUBLIC_SOCIAL_POSTS: '97',
  NEXT_PUBLIC_SOCIAL_FOLLOWERS: '1830',
  NEXT_PUBLIC_SOCIAL_FOLLOWING: '120',
  NEXT_PUBLIC_LEGAL_ENTITY_NAME: 'Örnek Ağız ve Diş Sağlığı Polikliniği A.Ş.',
  NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS: 'Osmanağa Mah. Rıhtım Cad. No: 7/2, 34716 Kadıköy/İstanbul',
  NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY: 'MERSİS No: 0123456789000015',
  NEXT_PUBLIC_PRIVACY_UPDATED: '2026-12-01',
  NEXT_PUBLIC_RESPONSIBLE_DENTIST: 'Dt. Ayşe Demir',
  NEXT_PUBLIC_CONTENT_UPDATED: '2026-12-02',
  NEXT_PUBLIC_SAFETY_VIDEO_URL: 'https://www.youtube.com/watch?v=ClinicVid01',
  NEXT_PUBLIC_SHOW_TESTIMONIALS: 'false',
  NEXT_PUBLIC_SHOW_FREE_CONSULTATION: 'false',
  CONTENT_API_URL: 'http://cms.test',
};

/** The clinic's own CMS entries, as Strapi 5 answers them (flat entries, one page). */
const CLINIC_CMS: Record<string, object[]> = {
  doctors: [
    { id: 1, documentId: 'd1', name: 'Dt. Zeynep Kaya', photo: { url: '/uploads/zeynep_kaya.jpg' } },
    { id: 2, documentId: 'd2', name: 'Dr. Dt. Can Demir', photo: { url: '/uploads/can_demir.jpg' } },
  ],
  testimonials: [],
  'gallery-images': [
    { id: 1, documentId: 'g1', alt: 'Bekleme salonu', image: { url: '/uploads/bekleme.jpg' } },
    { id: 2, documentId: 'g2', alt: 'Tedavi odası', image: { url: '/uploads/oda.jpg' } },
  ],
  articles: [{ id: 1, documentId: 'a1', slug: 'dis-fircalama', videoUrl: 'https://youtu.be/ClinicVid02' }],
};

function fakeCms(collections: Record<string, object[]>): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fake = async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    const name = new URL(url).pathname.replace('/api/', '');
    const data = collections[name];
    if (!data) return new Response('not found', { status: 404 });
    return Response.json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
  };
  return { fetch: fake as typeof fetch, urls };
}

describe('the go-live check', () => {
  it('fails on the shipped defaults and sample content, naming each value', () => {
    const report = launchReport({ env: {}, cms: null, samples });
    const failed = report.items.filter((item) => item.status === 'fail').map((item) => item.id);
    expect(failed).toEqual([
      'site-url',
      'phone',
      'whatsapp',
      'email',
      'address',
      'geo',
      'map',
      'hours',
      'recipients',
      'emailjs-service',
      'emailjs-key',
      'emailjs-template',
      'emailjs-callback-template',
      'emailjs-confirmation-template',
      'gtm',
      'ads-id',
      'ads-label-form',
      'ads-label-appointment',
      'ads-label-phone',
      'social-profile',
      'social-counts',
      'legal-entity',
      'privacy-updated',
      'responsible-dentist',
      'content-updated',
      'safety-video',
      'article-videos',
      'team',
      'testimonials',
      'gallery',
      'request-delivery',
    ]);
    expect(report.ok).toBe(false);
    expect(report.items.find((item) => item.id === 'phone')).toMatchObject({
      source: 'default (sample)',
      value: '+902163456789 · +90 216 345 67 89',
      note: 'not set: set NEXT_PUBLIC_CLINIC_PHONE, NEXT_PUBLIC_CLINIC_PHONE_DISPLAY',
    });
    expect(report.items.find((item) => item.id === 'team')).toMatchObject({ source: 'default (sample)', value: 'built-in sample content' });
    expect(report.items.filter((item) => item.status === 'warn').map((item) => item.id)).toEqual([
      'rule-testimonials',
      'rule-free',
      'rule-before-after',
    ]);
    expect(formatReport(report)).toContain('Not ready for launch: 31 failure(s), 3 warning(s). See docs/go-live.md.');
  });

  it("passes with the clinic's own environment values and CMS entries, reading the CMS through its REST API", async () => {
    const cms = fakeCms(CLINIC_CMS);
    const report = await runLaunchCheck({ env: CLINIC_ENV, root, fetch: cms.fetch });
    // The shipped German and Arabic texts are not reviewed yet (the test below): all else passes.
    const unreviewed = (item: { id: string }) => /^language-(de|ar)$/.test(item.id);
    expect(report.items.filter((item) => item.status !== 'ok' && item.status !== 'confirm' && !unreviewed(item))).toEqual([]);
    expect(report.failures).toBe(2);
    expect(report.items.find((item) => item.id === 'team')).toMatchObject({ source: 'CMS', status: 'ok', value: '2 entries' });
    expect(report.items.find((item) => item.id === 'site-url')).toMatchObject({
      source: 'environment',
      value: 'https://www.example-dis.com.tr',
    });
    expect(cms.urls).toContain('http://cms.test/api/doctors?pagination[page]=1&pagination[pageSize]=100&populate=*');
    expect(formatReport(report)).toContain('Not ready for launch: 2 failure(s), 0 warning(s)');
  });

  it('fails without the private key: requests would be stored but never e-mailed', () => {
    const { EMAILJS_PRIVATE_KEY: _key, ...withoutKey } = CLINIC_ENV;
    const report = launchReport({ env: withoutKey, cms: null, samples });
    expect(report.items.find((item) => item.id === 'request-delivery')).toMatchObject({
      status: 'fail',
      value: 'EMAILJS_PRIVATE_KEY is not set: requests are stored but never e-mailed',
    });
    expect(report.ok).toBe(false);
  });

  it('reports the key as set without printing it, and what the clinic confirms by hand', () => {
    const report = launchReport({ env: CLINIC_ENV, cms: null, samples });
    expect(report.items.find((item) => item.id === 'request-delivery')).toMatchObject({
      status: 'ok',
      value: 'EMAILJS_PRIVATE_KEY is set: the outbox e-mails every stored request',
    });
    const confirmed = report.items.filter((item) => item.status === 'confirm').map((item) => item.id);
    expect(confirmed).toEqual(['emailjs-to', 'emailjs-reply-to', 'emailjs-private-key', 'emailjs-rate', 'request-proxy-hops']);
    const printed = formatReport(report);
    expect(printed).not.toContain('pk-secret-value-123');
    expect(JSON.stringify(report)).not.toContain('pk-secret-value-123');
    expect(JSON.stringify(report)).not.toContain('request-token-value');
  });

  it('warns about requests waiting in the store, and about a CMS without the inbox token', () => {
    const { REQUEST_API_TOKEN: _token, ...withoutToken } = CLINIC_ENV;
    const store = { file: '/srv/clinic/requests.db', summary: { requests: 5, waiting: 2, oldest: Date.UTC(2026, 10, 24, 9) } };
    const report = launchReport({ env: withoutToken, cms: null, samples, store });
    expect(report.items.find((item) => item.id === 'request-store')).toMatchObject({
      status: 'warn',
      value: '2 of 5 waiting, the oldest since 2026-11-24T09:00:00.000Z (/srv/clinic/requests.db)',
    });
    expect(report.items.find((item) => item.id === 'request-inbox')).toMatchObject({ status: 'warn' });
  });

  it('counts a CMS entry equal to the shipped sample as sample', async () => {
    const cms = fakeCms({
      ...CLINIC_CMS,
      doctors: [
        { id: 1, name: 'Dr. Dt. Elif Arslan', photo: { url: '/uploads/elif.jpg' } },
        { id: 2, name: 'Dt. Yeni', photo: '/images/team/dr-2.svg' },
      ],
      'gallery-images': [{ id: 1, alt: 'Before and after whitening', image: { url: '/uploads/2.svg' } }],
      articles: [{ id: 1, slug: 'dogru-dis-fircalama-teknigi', videoUrl: 'https://www.youtube.com/watch?v=OsmanagaDs1' }],
    });
    const report = await runLaunchCheck({ env: CLINIC_ENV, root, fetch: cms.fetch });
    const byId = Object.fromEntries(report.items.map((item) => [item.id, item]));
    expect(byId.team).toMatchObject({ status: 'fail', note: 'sample entries still published: Dr. Dt. Elif Arslan, /images/team/dr-2.svg' });
    expect(byId.gallery).toMatchObject({ status: 'fail', source: 'CMS' });
    expect(byId['article-videos']).toMatchObject({ status: 'fail', note: 'sample video still linked: dogru-dis-fircalama-teknigi' });
    expect(byId['rule-before-after']).toMatchObject({ status: 'warn', source: 'CMS' });
  });

  it('fails on an environment value still equal to the sample, an http site URL and other hours', () => {
    const report = launchReport({
      env: {
        ...CLINIC_ENV,
        NEXT_PUBLIC_GTM_ID: SHIPPED_DEFAULTS.NEXT_PUBLIC_GTM_ID,
        NEXT_PUBLIC_SITE_URL: 'http://example-dis.com.tr',
        LAUNCH_CONFIRM_HOURS: 'Mo-Fr 09:00-20:00',
      },
      cms: {
        doctors: [{ name: 'Dt. Zeynep Kaya', photo: null }],
        testimonials: [],
        galleryImages: [{ alt: 'Salon', image: '/uploads/a.jpg' }],
        articles: [],
      },
      samples,
    });
    const byId = Object.fromEntries(report.items.map((item) => [item.id, item]));
    expect(byId.gtm).toMatchObject({ status: 'fail', source: 'environment', note: 'still the sample value: set NEXT_PUBLIC_GTM_ID' });
    expect(byId['site-url']).toMatchObject({ status: 'fail', note: 'must be an https origin' });
    expect(byId.hours?.note).toContain('change them in messages/tr.json, messages/en.json and lib/config/site.ts');
  });

  it("takes the clinic's own street with Osmanağa's postal code (the shipped one is real)", () => {
    const env = { NEXT_PUBLIC_CLINIC_STREET: 'Osmanağa Mah. Söğütlüçeşme Cad. No: 12' };
    const address = launchReport({ env, cms: null, samples }).items.find((item) => item.id === 'address');
    expect(address).toMatchObject({ status: 'ok', source: 'environment', value: 'Osmanağa Mah. Söğütlüçeşme Cad. No: 12 · 34714' });
  });

  it("knows the configuration's own defaults (no drift from lib/config/site.ts)", async () => {
    const { siteConfig } = await import('@/lib/config/site');
    const d = SHIPPED_DEFAULTS;
    expect(siteConfig.siteUrl).toBe(d.NEXT_PUBLIC_SITE_URL);
    expect([siteConfig.phone.e164, siteConfig.phone.display, siteConfig.whatsapp, siteConfig.email]).toEqual([
      d.NEXT_PUBLIC_CLINIC_PHONE,
      d.NEXT_PUBLIC_CLINIC_PHONE_DISPLAY,
      d.NEXT_PUBLIC_CLINIC_WHATSAPP,
      d.NEXT_PUBLIC_CLINIC_EMAIL,
    ]);
    expect([
      siteConfig.address.street,
      siteConfig.address.postalCode,
      String(siteConfig.address.geo.latitude),
      String(siteConfig.address.geo.longitude),
    ]).toEqual([
      d.NEXT_PUBLIC_CLINIC_STREET,
      d.NEXT_PUBLIC_CLINIC_POSTAL_CODE,
      d.NEXT_PUBLIC_CLINIC_LATITUDE,
      d.NEXT_PUBLIC_CLINIC_LONGITUDE,
    ]);
    expect(siteConfig.mapEmbedUrl).toBe(d.NEXT_PUBLIC_MAP_EMBED_URL);
    expect(siteConfig.recipients.join(',')).toBe(d.NEXT_PUBLIC_EMAIL_RECIPIENTS);
    expect(siteConfig.emailjs).toMatchObject({
      serviceId: d.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      templateId: d.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      callbackTemplateId: d.NEXT_PUBLIC_EMAILJS_CALLBACK_TEMPLATE_ID,
      publicKey: d.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    });
    expect(siteConfig.analytics).toMatchObject({
      gtmId: d.NEXT_PUBLIC_GTM_ID,
      googleAdsId: d.NEXT_PUBLIC_GOOGLE_ADS_ID,
      adsLabels: {
        form_submission: d.NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION,
        appointment_complete: d.NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE,
        phone_call: d.NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL,
      },
    });
    expect(siteConfig.social).toEqual({
      profileUrl: d.NEXT_PUBLIC_SOCIAL_PROFILE_URL,
      username: d.NEXT_PUBLIC_SOCIAL_USERNAME,
      posts: Number(d.NEXT_PUBLIC_SOCIAL_POSTS),
      followers: Number(d.NEXT_PUBLIC_SOCIAL_FOLLOWERS),
      following: Number(d.NEXT_PUBLIC_SOCIAL_FOLLOWING),
    });
    expect(siteConfig.legalEntity).toEqual({
      name: d.NEXT_PUBLIC_LEGAL_ENTITY_NAME,
      address: d.NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS,
      registry: d.NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY,
    });
    expect(siteConfig.privacyUpdated).toBe(d.NEXT_PUBLIC_PRIVACY_UPDATED);
    expect([siteConfig.responsibleDentist, siteConfig.contentUpdated]).toEqual([
      d.NEXT_PUBLIC_RESPONSIBLE_DENTIST,
      d.NEXT_PUBLIC_CONTENT_UPDATED,
    ]);
    expect(siteConfig.safetyVideoUrl).toBe(d.NEXT_PUBLIC_SAFETY_VIDEO_URL);
    expect(siteConfig.hours).toEqual({
      opens: '09:00',
      closes: '23:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
  });

  it('fails for every language the clinic has not reviewed, and asks to confirm what promotion abroad needs', () => {
    const languages = JSON.parse(readFileSync(path.join(process.cwd(), 'i18n', 'languages.json'), 'utf8'));
    const report = launchReport({ env: CLINIC_ENV, cms: null, samples, languages });
    const failing = report.items.filter((item) => item.id.startsWith('language-') && item.status === 'fail').map((item) => item.label);
    expect(failing).toEqual(['Language de (Deutsch)', 'Language ar (العربية)']);
    expect(report.items.find((item) => item.id === 'language-tr')).toMatchObject({ status: 'ok' });
    expect(report.items.find((item) => item.id === 'promotion-abroad')).toMatchObject({ status: 'confirm' });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain('messages/ar.json');
    // Once the clinic marks them reviewed, the languages pass.
    const reviewed = { ...languages, languages: languages.languages.map((entry: object) => ({ ...entry, reviewed: true })) };
    const after = launchReport({ env: CLINIC_ENV, cms: null, samples, languages: reviewed });
    expect(after.items.filter((item) => item.id.startsWith('language-') && item.status !== 'ok')).toEqual([]);
  });
});
