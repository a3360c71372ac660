import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'tr' | 'en'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'tr' ? tr : en, namespace: namespace as never }),
}));
jest.mock('@/i18n/link', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
  jest.resetModules();
});

/** The privacy notice as built with the given environment. */
async function renderPrivacy(locale: string, env: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, env);
  const { PrivacyView } = await import('../PrivacyView');
  const { LegalDocument } = await import('../LegalDocument');
  const element = PrivacyView({ locale });
  render(await LegalDocument(element.props));
}

const CLINIC = {
  NEXT_PUBLIC_LEGAL_ENTITY_NAME: 'Örnek Ağız ve Diş Sağlığı Polikliniği A.Ş.',
  NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS: 'Osmanağa Mah. Rıhtım Cad. No: 7/2, 34716 Kadıköy/İstanbul',
  NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY: 'MERSİS No: 0123456789000015',
  NEXT_PUBLIC_CLINIC_EMAIL: 'kvkk@example-dis.com.tr',
  NEXT_PUBLIC_CLINIC_PHONE_DISPLAY: '+90 216 111 22 33',
  NEXT_PUBLIC_PRIVACY_UPDATED: '2026-12-01',
};

/** The paragraph with this text, the phone number in it an element of its own. */
const paragraph = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('the privacy notice', () => {
  it('names the configured legal entity as data controller, in Turkish', async () => {
    await renderPrivacy('tr', CLINIC);
    expect(
      paragraph(
        'Kişisel verileriniz, veri sorumlusu sıfatıyla Örnek Ağız ve Diş Sağlığı Polikliniği A.Ş. (Osmanağa Diş Kliniği; “Klinik”) tarafından işlenir. Adres: Osmanağa Mah. Rıhtım Cad. No: 7/2, 34716 Kadıköy/İstanbul. MERSİS No: 0123456789000015. E-posta: kvkk@example-dis.com.tr. Telefon: +90 216 111 22 33.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Son güncelleme: 1 Aralık 2026')).toBeInTheDocument();
  });

  it('names the configured legal entity as data controller, in English', async () => {
    await renderPrivacy('en', CLINIC);
    expect(
      paragraph(
        'Your personal data is processed by Örnek Ağız ve Diş Sağlığı Polikliniği A.Ş. (Osmanağa Dental Clinic; “the Clinic”) as the data controller. Address: Osmanağa Mah. Rıhtım Cad. No: 7/2, 34716 Kadıköy/İstanbul. MERSİS No: 0123456789000015. E-mail: kvkk@example-dis.com.tr. Phone: +90 216 111 22 33.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 1, 2026')).toBeInTheDocument();
  });

  it('keeps the phone number left to right inside the Arabic text, and dates in Latin digits', async () => {
    await renderPrivacy('ar', CLINIC);
    const numbers = [...document.querySelectorAll('p [dir="ltr"]')].map((element) => element.textContent);
    expect(numbers).toContain('+90 216 111 22 33');
    expect(document.body.textContent).toContain('1 ديسمبر 2026');
  });

  it('states exactly what the forms collect (no name field), where it is kept, for how long, and that EmailJS is abroad', async () => {
    await renderPrivacy('en', { ...CLINIC, REQUEST_RETENTION_DAYS: '90' });
    expect(screen.getByText(/^Identity: our forms have no name field/)).toBeInTheDocument();
    expect(screen.queryByText(/\(name, phone/)).toBeNull();
    expect(
      screen.getByText(
        /^What you send through the forms \(phone, e-mail, treatment or page title, and message\) is first stored on the server/,
      ),
    ).toHaveTextContent('EmailJS’s servers are outside Türkiye');
    expect(
      screen.getByText(/^We keep appointment and call-back requests on our website’s server and in our request inbox for 90 days/),
    ).toBeInTheDocument();
  });

  it('states the retention period in Turkish, 180 days unless configured', async () => {
    await renderPrivacy('tr', CLINIC);
    expect(screen.getByText(/talep kutumuzda, alındıkları tarihten itibaren 180 gün saklar/)).toBeInTheDocument();
    expect(screen.getByText(/^Kimlik bilgisi: formlarımızda ad alanı yoktur/)).toBeInTheDocument();
  });
});
