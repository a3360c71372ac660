import { EmailJSResponseStatus, send } from '@emailjs/browser';
import { act, fireEvent, screen } from '@testing-library/react';
import { BLOG_CALLBACK_MESSAGE_PATHS, TREATMENT_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { advance, click, withIntl } from './helpers';
import { trackEvent } from '@/lib/analytics';
import { BlogCallback } from '../BlogCallback';
import { TreatmentCallback } from '../TreatmentCallback';

jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, init: jest.fn(), send: jest.fn() };
});
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

const mockedSend = send as jest.MockedFunction<typeof send>;
const TO = 'randevu@osmanagadis.com.tr, info@osmanagadis.com.tr, hekim@osmanagadis.com.tr';
const REQUEST_DETAILS = {
  page_url: 'http://localhost/',
  sent_at: expect.any(String),
  sent_at_istanbul: expect.any(String),
  request_id: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
};

beforeEach(() => {
  jest.useFakeTimers();
  mockedSend.mockReset();
  jest.mocked(trackEvent).mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('TreatmentCallback', () => {
  it('strips every non-digit as typed', () => {
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    const input = screen.getByLabelText('Telefon numaranız');
    fireEvent.change(input, { target: { value: '+90 (532) 123-45-67' } });
    expect(input).toHaveValue('905321234567');
  });

  it.each([
    ['tr', 'Beni Arayın', 'Lütfen sadece rakam kullanarak telefon numaranızı girin.'],
    ['en', 'Call Me', 'Please enter your phone number using digits only.'],
  ] as const)('refuses an empty number (%s)', async (locale, button, message) => {
    withIntl(locale, <TreatmentCallback treatmentTitle="Implant" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await click(button);
    // Validation waits for the lazily loaded rules.
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it.each([
    [
      'tr',
      'Beni Arayın',
      '✓ Gönderildi',
      { name: 'Geri Arama Talebi', message: 'Tedavi sayfasından geri arama talebi', email: 'Belirtilmedi' },
    ],
    ['en', 'Call Me', '✓ Sent', { name: 'Call-back Request', message: 'Call-back request from a treatment page', email: 'Not specified' }],
  ] as const)('e-mails the request and shows the sent state for 3 seconds (%s)', async (locale, idle, sent, texts) => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    withIntl(locale, <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0532 123 45 67' } });
    await click(idle);

    expect(mockedSend).toHaveBeenCalledWith(
      'service_osmanaga',
      'template_callback',
      {
        ...texts,
        phone: '05321234567',
        service: 'İmplant Tedavisi',
        language: locale,
        to_email: TO,
        phone_tel: '+905321234567',
        phone_whatsapp: '905321234567',
        reply_to: '',
        ...REQUEST_DETAILS,
      },
      { publicKey: 'osmanaga_public_key' },
    );
    expect(trackEvent).toHaveBeenCalledWith('treatment_call_request', { treatment: 'İmplant Tedavisi' }, { force: true });
    // aria-disabled rather than disabled, so a keyboard user's focus stays on the button.
    expect(screen.getByRole('button', { name: sent })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox')).toHaveValue('');
    await click(sent);
    expect(mockedSend).toHaveBeenCalledTimes(1);

    await advance(2900);
    expect(screen.getByRole('button', { name: sent })).toHaveAttribute('aria-disabled', 'true');
    await advance(100);
    expect(screen.getByRole('button', { name: idle })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the failure with a phone link and keeps the number', async () => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'Service is paused'));
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    expect(screen.getByRole('alert')).toHaveTextContent('Talebiniz gönderilemedi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Service is paused');
    expect(screen.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByRole('link', { name: 'WhatsApp ile yazın' })).toHaveAttribute('href', 'https://wa.me/905321234567');
    expect(screen.getByRole('textbox')).toHaveValue('05321234567');
    expect(trackEvent).not.toHaveBeenCalledWith('treatment_call_request', expect.anything(), expect.anything());
  });
});

describe('TreatmentCallback: no silent loss', () => {
  it('a send within 3 seconds of the first render waits, then goes', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    withIntl('en', <TreatmentCallback treatmentTitle="Implant" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(1300);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Call Me');
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    expect(mockedSend).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1700);
    });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '✓ Sent' })).toBeInTheDocument();
  });

  it('a corrected number within the window goes; the same number again is not sent and says so', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05329876543' } });
    await click('Beni Arayın');
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect((mockedSend.mock.calls[1]?.[2] as Record<string, unknown>).phone).toBe('05329876543');
    const ids = mockedSend.mock.calls.map((call) => (call[2] as Record<string, unknown>).request_id);
    expect(ids[0]).not.toBe(ids[1]);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05329876543' } });
    await click('Beni Arayın');
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Bu talebi az önce gönderdiniz; aynı talebi ikinci kez göndermedik.');
  });
});

describe('BlogCallback', () => {
  const title = 'İmplant Tedavisi Hakkında Bilmeniz Gerekenler';

  it.each([
    ['tr', 'Beni Arayın', 'Lütfen geçerli bir telefon numarası girin.'],
    ['en', 'Call Me', 'Please enter a valid phone number.'],
  ] as const)('needs 10–15 characters (%s)', async (locale, button, message) => {
    withIntl(locale, <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '123456789' } });
    expect(screen.queryByText(message)).toBeNull();
    await click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it.each([
    [
      'tr',
      'Beni Arayın',
      'Talebiniz gönderiliyor...',
      'Talebiniz alındı! En kısa sürede sizi arayacağız.',
      { name: 'Geri Arama Talebi', message: `Blog yazısından geri arama talebi: ${title}`, email: 'Belirtilmedi' },
    ],
    [
      'en',
      'Call Me',
      'Sending your request...',
      'Request received! We will call you as soon as possible.',
      { name: 'Call-back Request', message: `Call-back request from a blog article: ${title}`, email: 'Not specified' },
    ],
  ] as const)('loading, then success for 5 seconds (%s)', async (locale, idle, loading, success, texts) => {
    let answer!: (value: EmailJSResponseStatus) => void;
    mockedSend.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    withIntl(locale, <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '+90 532 123 45 67' } });
    await click(idle);

    expect(await screen.findByRole('button', { name: loading })).toHaveAttribute('aria-disabled', 'true');
    expect(mockedSend.mock.calls[0]?.[1]).toBe('template_callback');
    expect(mockedSend.mock.calls[0]?.[2]).toEqual({
      ...texts,
      phone: '+90 532 123 45 67',
      service: title,
      language: locale,
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
      ...REQUEST_DETAILS,
    });

    await act(async () => answer(new EmailJSResponseStatus(200, 'OK')));
    expect(screen.getByRole('status')).toHaveTextContent(success);
    expect(screen.getByRole('textbox')).toHaveValue('');
    await advance(4900);
    expect(screen.getByRole('status')).toHaveTextContent(success);
    await advance(100);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a send failure for 3 seconds and keeps the number', async () => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'Bad Request'));
    withIntl('tr', <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0532 123 45 67' } });
    await click('Beni Arayın');
    expect(screen.getByRole('alert')).toHaveTextContent('Talebiniz gönderilemedi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad Request');
    expect(screen.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByRole('textbox')).toHaveValue('0532 123 45 67');
    await advance(3000);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Beni Arayın' })).toBeEnabled();
    expect(screen.getByRole('textbox')).toHaveValue('0532 123 45 67');
  });

  it('sends nothing when the honeypot is filled, yet shows success', async () => {
    const { container } = withIntl('tr', <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'x' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Talebiniz alındı!');
  });
});
