import { act, fireEvent, screen } from '@testing-library/react';
import { BLOG_CALLBACK_MESSAGE_PATHS, TREATMENT_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { advance, click, mockRequestRoute, routeAnswer, withIntl } from './helpers';
import { trackEvent } from '@/lib/analytics';
import { BlogCallback } from '../BlogCallback';
import { TreatmentCallback } from '../TreatmentCallback';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

let route: ReturnType<typeof mockRequestRoute>;
const REQUEST = { requestId: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), pageUrl: 'http://localhost/' };

beforeEach(() => {
  jest.useFakeTimers();
  route = mockRequestRoute();
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
    expect(route.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['tr', 'Beni Arayın', '✓ Gönderildi', 'Talep numaranız: OSM-7K2R-4F'],
    ['en', 'Call Me', '✓ Sent', 'Your reference: OSM-7K2R-4F'],
  ] as const)(
    'posts the request, shows the sent state for 3 seconds and the reference after it (%s)',
    async (locale, idle, sent, reference) => {
      withIntl(locale, <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
      await advance(3000);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '0532 123 45 67' } });
      await click(idle);

      expect(route.bodies()).toEqual([
        { formId: 'treatment-callback', fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' }, locale, ...REQUEST },
      ]);
      expect(trackEvent).toHaveBeenCalledWith('treatment_call_request', { treatment: 'İmplant Tedavisi' }, { force: true });
      // aria-disabled rather than disabled, so a keyboard user's focus stays on the button.
      expect(screen.getByRole('button', { name: sent })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('textbox')).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent(reference);
      await click(sent);
      expect(route.fetch).toHaveBeenCalledTimes(1);

      await advance(2900);
      expect(screen.getByRole('button', { name: sent })).toHaveAttribute('aria-disabled', 'true');
      await advance(100);
      expect(screen.getByRole('button', { name: idle })).toHaveAttribute('aria-disabled', 'false');
      // The patient may still be noting the reference down: it stays until the next request.
      expect(screen.getByRole('status')).toHaveTextContent(reference);
    },
  );

  it('shows the failure with a phone link and keeps the number', async () => {
    route.fetch.mockResolvedValue(routeAnswer(503, { error: 'not-stored' }));
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    expect(screen.getByRole('alert')).toHaveTextContent('Talebiniz gönderilemedi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sunucumuz talebinizi şu anda kaydedemedi.');
    expect(screen.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByRole('link', { name: 'WhatsApp ile yazın' })).toHaveAttribute('href', 'https://wa.me/905321234567');
    expect(screen.getByRole('textbox')).toHaveValue('05321234567');
    expect(trackEvent).not.toHaveBeenCalledWith('treatment_call_request', expect.anything(), expect.anything());
  });
});

describe('TreatmentCallback: no silent loss', () => {
  it('a send within 3 seconds of the first render waits, then goes', async () => {
    withIntl('en', <TreatmentCallback treatmentTitle="Implant" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(1300);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Call Me');
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    expect(route.fetch).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1700);
    });
    expect(route.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '✓ Sent' })).toBeInTheDocument();
  });

  it('a corrected number within the window goes; the same number again is not sent and says so', async () => {
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05329876543' } });
    await click('Beni Arayın');
    expect(route.fetch).toHaveBeenCalledTimes(2);
    expect((route.bodies()[1]?.fields as Record<string, string>).phone).toBe('05329876543');
    const ids = route.bodies().map((body) => body.requestId);
    expect(ids[0]).not.toBe(ids[1]);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05329876543' } });
    await click('Beni Arayın');
    expect(route.fetch).toHaveBeenCalledTimes(2);
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
    expect(route.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['tr', 'Beni Arayın', 'Talebiniz gönderiliyor...', 'Talebiniz alındı! En kısa sürede sizi arayacağız.', 'Talep numaranız: OSM-7K2R-4F'],
    ['en', 'Call Me', 'Sending your request...', 'Request received! We will call you as soon as possible.', 'Your reference: OSM-7K2R-4F'],
  ] as const)(
    'loading, then success for 5 seconds, the reference until the next request (%s)',
    async (locale, idle, loading, success, reference) => {
      let answer!: (value: Response) => void;
      route.fetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      withIntl(locale, <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
      await advance(3000);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '+90 532 123 45 67' } });
      await click(idle);

      expect(await screen.findByRole('button', { name: loading })).toHaveAttribute('aria-disabled', 'true');
      expect(route.bodies()).toEqual([
        { formId: 'blog-callback', fields: { phone: '+90 532 123 45 67', article: title }, locale, ...REQUEST },
      ]);

      await act(async () => answer(routeAnswer(200, { status: 'received', reference: 'OSM-7K2R-4F' })));
      expect(screen.getByRole('status')).toHaveTextContent(success);
      expect(screen.getByRole('status')).toHaveTextContent(reference);
      expect(screen.getByRole('textbox')).toHaveValue('');
      await advance(4900);
      expect(screen.getByRole('status')).toHaveTextContent(success);
      await advance(100);
      expect(screen.getByRole('status')).not.toHaveTextContent(success);
      expect(screen.getByRole('status')).toHaveTextContent(reference);
    },
  );

  it('shows a send failure for 3 seconds and keeps the number', async () => {
    route.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    withIntl('tr', <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0532 123 45 67' } });
    await click('Beni Arayın');
    expect(screen.getByRole('alert')).toHaveTextContent('Talebiniz gönderilemedi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sunucumuzdan yanıt alamadık');
    expect(screen.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByRole('textbox')).toHaveValue('0532 123 45 67');
    await advance(3000);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Beni Arayın' })).toBeEnabled();
    expect(screen.getByRole('textbox')).toHaveValue('0532 123 45 67');
  });

  it('a filled honeypot goes to the site, which keeps it as spam; the box shows what it always shows', async () => {
    const { container } = withIntl('tr', <BlogCallback articleTitle={title} />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(container.querySelector('input[name="hp_note"]')!, { target: { value: 'x' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    expect(route.bodies()[0]).toMatchObject({ hp_note: 'x' });
    expect(screen.getByRole('status')).toHaveTextContent('Talebiniz alındı!');
  });
});
