import { expect, test, type Page, type Request, type Route } from '@playwright/test';

/**
 * Lead capture (issue 4) against the production build. EmailJS is never
 * reached: its send endpoint is intercepted and every other request that
 * leaves localhost is aborted.
 *
 * Payloads asserted (SPEC §3, issue 4), sent as JSON to /api/v1.0/email/send:
 *   { lib_version, user_id: <public key>, service_id, template_id, template_params }
 * appointment (template_appointment):
 *   { name: 'Randevu Talebi' | 'Appointment Request', email | 'Belirtilmedi' | 'Not specified', service,
 *     phone | 'Belirtilmedi' | 'Not specified', message | 'Mesaj yazılmadı' | 'No message written', language, to_email }
 * treatment call-back (template_callback):
 *   { name: 'Geri Arama Talebi' | 'Call-back Request', phone, message: 'Tedavi sayfasından geri arama talebi' |
 *     'Call-back request from a treatment page', service: <treatment title>, email: 'Belirtilmedi' | 'Not specified', language, to_email }
 * blog call-back (template_callback):
 *   { name, phone, message: 'Blog yazısından geri arama talebi: <title>' | 'Call-back request from a blog article: <title>',
 *     service: <article title>, email: 'Belirtilmedi' | 'Not specified', language, to_email }
 */

const SEND = '**/api/v1.0/email/send';
const TO = 'randevu@osmanagadis.com.tr, info@osmanagadis.com.tr, hekim@osmanagadis.com.tr';
const CLINIC_TEL = 'tel:+902163456789';
/** The forms refuse a send within 3 s of their first render (spam guard). */
const MINIMUM_FILL_TIME_MS = 3000;

interface Capture {
  requests: Request[];
  bodies: () => Record<string, unknown>[];
}

async function interceptEmail(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, body: 'OK' }),
): Promise<Capture> {
  const requests: Request[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  await page.route(SEND, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return { requests, bodies: () => requests.map((request) => request.postDataJSON() as Record<string, unknown>) };
}

/** Hydrated (no request for 500 ms after load), then past the spam guard's minimum time. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(MINIMUM_FILL_TIME_MS + 300);
}

function envelope(templateId: string, params: Record<string, string>) {
  return {
    lib_version: expect.any(String),
    user_id: 'osmanaga_public_key',
    service_id: 'service_osmanaga',
    template_id: templateId,
    template_params: params,
  };
}

test.describe('appointment form', () => {
  test('sends the Turkish payload, shows the sending state, then succeeds and resets', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const capture = await interceptEmail(page, async (route) => {
      await released;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('E-posta adresi').fill('ayse@example.com');
    await form.getByLabel('Telefon numarası').fill('+90 (532) 123 4567');
    await form.getByLabel('Tedavi').selectOption('Kanal Tedavisi');
    await form.getByLabel('Mesajınız').fill('Sol alt dişimde ağrı var.');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();

    const sending = form.getByRole('button', { name: 'Gönderiliyor...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect.poll(() => capture.requests.length).toBe(1);
    expect(capture.bodies()).toEqual([
      envelope('template_appointment', {
        name: 'Randevu Talebi',
        email: 'ayse@example.com',
        service: 'Kanal Tedavisi',
        phone: '+90 (532) 123 4567',
        message: 'Sol alt dişimde ağrı var.',
        language: 'tr',
        to_email: TO,
      }),
    ]);
    expect(capture.requests[0]?.headers()['content-type']).toBe('application/json');

    release();
    await expect(form.getByRole('status')).toHaveText(
      'Randevu talebiniz başarıyla gönderildi. En kısa sürede sizinle iletişime geçeceğiz.',
    );
    await expect(form.getByLabel('E-posta adresi')).toHaveValue('');
    await expect(form.getByLabel('Telefon numarası')).toHaveValue('');
    await expect(form.getByLabel('Mesajınız')).toHaveValue('');
    await expect(form.getByLabel('Tedavi')).toHaveValue('İmplant');
    await expect(form.getByRole('button', { name: 'Randevu Talebi Gönder' })).toBeEnabled();
  });

  test('sends the English payload with the fixed English texts', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/en/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Email address').fill('patient@example.com');
    await form.getByRole('button', { name: 'Send Appointment Request' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your appointment request has been sent. We will contact you as soon as possible.',
    );
    expect(capture.bodies()).toEqual([
      envelope('template_appointment', {
        name: 'Appointment Request',
        email: 'patient@example.com',
        service: 'İmplant',
        phone: 'Not specified',
        message: 'No message written',
        language: 'en',
        to_email: TO,
      }),
    ]);
  });

  test('fills the Turkish "not specified" texts for empty fields', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Telefon numarası').fill('0532 123 45 67');
    await form.getByLabel('Tedavi').selectOption('Beyazlatma');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect(form.getByRole('status')).toContainText('başarıyla gönderildi');
    expect(capture.bodies()[0]?.template_params).toEqual({
      name: 'Randevu Talebi',
      email: 'Belirtilmedi',
      service: 'Beyazlatma',
      phone: '0532 123 45 67',
      message: 'Mesaj yazılmadı',
      language: 'tr',
      to_email: TO,
    });
  });

  test('a refusal shows the provider text, keeps every entry and offers the phone', async ({ page }) => {
    const capture = await interceptEmail(page, (route) =>
      route.fulfill({ status: 400, contentType: 'text/plain', body: 'The Public Key is invalid' }),
    );
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('E-posta adresi').fill('ayse@example.com');
    await form.getByLabel('Telefon numarası').fill('05321234567');
    await form.getByLabel('Tedavi').selectOption('Protez');
    await form.getByLabel('Mesajınız').fill('Protez fiyatı hakkında bilgi almak istiyorum.');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();

    await expect(form.getByRole('alert')).toContainText(
      'Randevu talebiniz gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin veya bizi telefonla arayın. The Public Key is invalid',
    );
    await expect(form.getByRole('alert').getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', CLINIC_TEL);
    await expect(form.getByLabel('E-posta adresi')).toHaveValue('ayse@example.com');
    await expect(form.getByLabel('Telefon numarası')).toHaveValue('05321234567');
    await expect(form.getByLabel('Tedavi')).toHaveValue('Protez');
    await expect(form.getByLabel('Mesajınız')).toHaveValue('Protez fiyatı hakkında bilgi almak istiyorum.');
    expect(capture.requests).toHaveLength(1);

    // The visitor may retry at once: a failed send does not count against the rate limit.
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect.poll(() => capture.requests.length).toBe(2);
  });

  test('a refusal in English keeps the entries too', async ({ page }) => {
    await interceptEmail(page, (route) => route.fulfill({ status: 412, body: 'Template not found' }));
    await open(page, '/en/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Phone number').fill('+44 20 7946 0958');
    await form.getByRole('button', { name: 'Send Appointment Request' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'An error occurred while sending your appointment request. Please try again later or call us. Template not found',
    );
    await expect(form.getByRole('alert').getByRole('link', { name: /Call us/ })).toHaveAttribute('href', CLINIC_TEL);
    await expect(form.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
  });

  test('a hanging send ends in the error state after the client timeout, entries kept', async ({ page }) => {
    test.setTimeout(60_000);
    // Never answered: the 15-second client timeout (siteConfig.emailjs.timeoutMs) must end the wait.
    await interceptEmail(page, () => new Promise<void>(() => {}));
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Telefon numarası').fill('05321234567');
    await form.getByLabel('Mesajınız').fill('Bekleyen istek');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect(form.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    await expect(form.getByRole('alert')).toContainText('Sunucu zamanında yanıt vermedi.', { timeout: 20_000 });
    await expect(form.getByLabel('Telefon numarası')).toHaveValue('05321234567');
    await expect(form.getByLabel('Mesajınız')).toHaveValue('Bekleyen istek');
    await expect(form.getByRole('button', { name: 'Randevu Talebi Gönder' })).toBeEnabled();
  });

  test('a double click sends one request', async ({ page }) => {
    const capture = await interceptEmail(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Telefon numarası').fill('05321234567');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).dblclick();
    await expect(form.getByRole('status')).toContainText('başarıyla gönderildi');
    await page.waitForTimeout(500);
    expect(capture.requests).toHaveLength(1);
  });

  test('explains invalid entries under their fields and focuses the first', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/contact');
    const form = page.getByTestId('appointment-form');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect(form.getByText('E-posta adresi veya telefon numarasından en az birini girmelisiniz.')).toBeVisible();
    await expect(form.getByLabel('E-posta adresi')).toBeFocused();
    await expect(form.getByLabel('E-posta adresi')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('E-posta adresi').fill('ayse@');
    await form.getByLabel('Telefon numarası').fill('123 456 789');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect(form.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
    await expect(form.getByText('Geçerli bir telefon numarası giriniz')).toBeVisible();
    await expect(form.getByLabel('E-posta adresi')).toBeFocused();

    await form.getByLabel('Telefon numarası').fill('1234567890');
    await expect(form.getByText('Geçerli bir telefon numarası giriniz')).toHaveCount(0);
    expect(capture.requests).toHaveLength(0);
  });

  test('the KVKK notice links to the privacy page in each language', async ({ page }) => {
    await interceptEmail(page);
    await page.goto('/contact');
    await expect(page.getByTestId('appointment-form').getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/kvkk-aydinlatma-metni',
    );
    await page.goto('/en/contact');
    await expect(page.getByTestId('appointment-form').getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/en/privacy-notice',
    );
  });
});

test.describe('treatment sidebar call-back', () => {
  test('strips non-digits, sends the Turkish payload and holds "✓ Gönderildi" for 3 seconds', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/tedavi/implant');
    const box = page.getByTestId('treatment-callback');
    const input = box.getByLabel('Telefon numaranız');
    await input.pressSequentially('0532 abc 123-45(67)');
    await expect(input).toHaveValue('05321234567');

    await box.getByRole('button', { name: 'Beni Arayın' }).click();
    const sent = box.getByRole('button', { name: '✓ Gönderildi' });
    await expect(sent).toBeDisabled();
    const sentAt = Date.now();
    expect(capture.bodies()).toEqual([
      envelope('template_callback', {
        name: 'Geri Arama Talebi',
        phone: '05321234567',
        message: 'Tedavi sayfasından geri arama talebi',
        service: 'İmplant Tedavisi',
        email: 'Belirtilmedi',
        language: 'tr',
        to_email: TO,
      }),
    ]);

    await page.waitForTimeout(2000);
    await expect(sent).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Beni Arayın' })).toBeEnabled({ timeout: 3000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2500);
  });

  test('refuses an empty number and sends the English payload', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/en/treatment/implant');
    const box = page.getByTestId('treatment-callback');
    await box.getByRole('button', { name: 'Call Me' }).click();
    await expect(box.getByText('Please enter your phone number using digits only.')).toBeVisible();
    expect(capture.requests).toHaveLength(0);

    await box.getByLabel('Your phone number').fill('+90 532 123 45 67');
    await expect(box.getByLabel('Your phone number')).toHaveValue('905321234567');
    await expect(box.getByText('Please enter your phone number using digits only.')).toHaveCount(0);
    await box.getByRole('button', { name: 'Call Me' }).click();
    await expect(box.getByRole('button', { name: '✓ Sent' })).toBeDisabled();
    expect(capture.bodies()).toEqual([
      envelope('template_callback', {
        name: 'Call-back Request',
        phone: '905321234567',
        message: 'Call-back request from a treatment page',
        service: 'Dental Implant Treatment',
        email: 'Not specified',
        language: 'en',
        to_email: TO,
      }),
    ]);
  });

  test('a refusal shows the error with the phone link and keeps the number', async ({ page }) => {
    await interceptEmail(page, (route) => route.fulfill({ status: 400, body: 'Service is paused' }));
    await open(page, '/tedavi/implant');
    const box = page.getByTestId('treatment-callback');
    await box.getByLabel('Telefon numaranız').fill('05321234567');
    await box.getByRole('button', { name: 'Beni Arayın' }).click();
    await expect(box.getByRole('alert')).toContainText('Service is paused');
    await expect(box.getByRole('alert').getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', CLINIC_TEL);
    await expect(box.getByLabel('Telefon numaranız')).toHaveValue('05321234567');
  });
});

test.describe('blog call-back', () => {
  const trPath = '/blog/implant-tedavisi-hakkinda-bilmeniz-gerekenler';
  const trTitle = 'İmplant Tedavisi Hakkında Bilmeniz Gerekenler';

  test('validates, shows loading, then success for 5 seconds (Turkish payload)', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const capture = await interceptEmail(page, async (route) => {
      await released;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await open(page, trPath);
    const box = page.getByTestId('blog-callback');
    const input = box.getByLabel('Telefon numaranız');

    await input.fill('123 456 789');
    await box.getByRole('button', { name: 'Beni Arayın' }).click();
    await expect(box.getByText('Lütfen geçerli bir telefon numarası girin.')).toBeVisible();
    await expect(input).toBeFocused();
    expect(capture.requests).toHaveLength(0);

    await input.fill('0532 123 45 67');
    await box.getByRole('button', { name: 'Beni Arayın' }).click();
    const loading = box.getByRole('button', { name: 'Talebiniz gönderiliyor...' });
    await expect(loading).toBeDisabled();
    await expect.poll(() => capture.requests.length).toBe(1);
    expect(capture.bodies()).toEqual([
      envelope('template_callback', {
        name: 'Geri Arama Talebi',
        phone: '0532 123 45 67',
        message: `Blog yazısından geri arama talebi: ${trTitle}`,
        service: trTitle,
        email: 'Belirtilmedi',
        language: 'tr',
        to_email: TO,
      }),
    ]);

    release();
    const success = box.getByText('Talebiniz alındı! En kısa sürede sizi arayacağız.');
    await expect(success).toBeVisible();
    await expect(input).toHaveValue('');
    await page.waitForTimeout(4000);
    await expect(success).toBeVisible();
    await expect(success).toHaveCount(0, { timeout: 2500 });
  });

  test('a send failure shows for 3 seconds and keeps the number', async ({ page }) => {
    await interceptEmail(page, (route) => route.fulfill({ status: 400, body: 'Bad Request' }));
    await open(page, trPath);
    const box = page.getByTestId('blog-callback');
    await box.getByLabel('Telefon numaranız').fill('+90 532 123 45 67');
    await box.getByRole('button', { name: 'Beni Arayın' }).click();
    const alert = box.getByRole('alert');
    await expect(alert).toContainText('Talebiniz gönderilemedi.');
    await expect(alert).toContainText('Bad Request');
    await expect(alert.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', CLINIC_TEL);
    await expect(box.getByLabel('Telefon numaranız')).toHaveValue('+90 532 123 45 67');
    await page.waitForTimeout(2000);
    await expect(alert).toContainText('Bad Request');
    await expect(alert).toBeEmpty({ timeout: 2500 });
    await expect(box.getByLabel('Telefon numaranız')).toHaveValue('+90 532 123 45 67');
    await expect(box.getByRole('button', { name: 'Beni Arayın' })).toBeEnabled();
  });

  test('sends the English payload', async ({ page }) => {
    const capture = await interceptEmail(page);
    await open(page, '/en/blog/everything-you-should-know-about-dental-implants');
    const box = page.getByTestId('blog-callback');
    await box.getByLabel('Your phone number').fill('+44 20 7946 0958');
    await box.getByRole('button', { name: 'Call Me' }).click();
    await expect(box.getByText('Request received! We will call you as soon as possible.')).toBeVisible();
    const title = 'Everything You Should Know About Dental Implants';
    expect(capture.bodies()).toEqual([
      envelope('template_callback', {
        name: 'Call-back Request',
        phone: '+44 20 7946 0958',
        message: `Call-back request from a blog article: ${title}`,
        service: title,
        email: 'Not specified',
        language: 'en',
        to_email: TO,
      }),
    ]);
  });
});
