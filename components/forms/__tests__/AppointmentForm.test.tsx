import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { APPOINTMENT_FORM_MESSAGE_PATHS, pickMessages } from '@/i18n/client-messages';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { AppointmentForm } from '../AppointmentForm';
import { mockRequestRoute, routeAnswer } from './helpers';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

let route: ReturnType<typeof mockRequestRoute>;

function renderForm(locale: 'tr' | 'en' = 'tr') {
  return render(
    <ClientIntlProvider locale={locale} messages={pickMessages(locale === 'tr' ? tr : en, APPOINTMENT_FORM_MESSAGE_PATHS)}>
      <AppointmentForm />
    </ClientIntlProvider>,
  );
}

async function waitPastMinimumTime() {
  await act(async () => {
    jest.advanceTimersByTime(3100);
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Gönder|Send/ }));
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  jest.useFakeTimers();
  route = mockRequestRoute();
  jest.mocked(trackEvent).mockClear();
  jest.mocked(reportConversion).mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('AppointmentForm', () => {
  it('labels every field and defaults the service to İmplant', () => {
    renderForm();
    expect(screen.getByLabelText('E-posta adresi')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Telefon numarası')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Tedavi')).toHaveValue('İmplant');
    expect(screen.getByRole('option', { name: 'Kanal Tedavisi' })).toHaveAttribute('value', 'Kanal Tedavisi');
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk-aydinlatma-metni');
  });

  it('gives the visible fields no name, so a form sent before hydration puts nothing personal in the URL', () => {
    const { container } = renderForm();
    const named = Array.from(container.querySelectorAll('[name]')).map((element) => element.getAttribute('name'));
    expect(named).toEqual(['hp_note']);
  });

  it('explains what is missing, marks the fields and focuses the first one', async () => {
    renderForm();
    await submit();
    const email = screen.getByLabelText('E-posta adresi');
    const phone = screen.getByLabelText('Telefon numarası');
    // Validation waits for the lazily loaded rules.
    const message = await screen.findByText('E-posta adresi veya telefon numarasından en az birini girmelisiniz.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    expect(email).toHaveFocus();
    expect(route.fetch).not.toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith('form_validation_error', { form: 'appointment', fields: ['contact'] }, { force: true });

    fireEvent.change(phone, { target: { value: '0532' } });
    expect(screen.queryByText('E-posta adresi veya telefon numarasından en az birini girmelisiniz.')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows field errors in English and focuses the first invalid field', async () => {
    renderForm('en');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '123456789' } });
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('counts the message and refuses more than 5,000 characters', async () => {
    renderForm();
    const message = screen.getByLabelText(/Mesajınız/);
    fireEvent.change(message, { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByText('5.001 / 5.000 karakter')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(
      await screen.findByText('Mesajınız en fazla 5.000 karakter olabilir. Lütfen kısaltın (şu an 5.001 karakter).'),
    ).toBeInTheDocument();
    expect(message).toHaveFocus();
    expect(route.fetch).not.toHaveBeenCalled();
  });

  it('posts the fields, disables the button while sending, then shows the reference and resets', async () => {
    const answer = deferred<Response>();
    route.fetch.mockReturnValue(answer.promise);
    renderForm();
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '0532 123 45 67' } });
    fireEvent.change(screen.getByLabelText('Tedavi'), { target: { value: 'Protez' } });
    await submit();

    const button = await screen.findByRole('button', { name: 'Gönderiliyor...' });
    expect(button).toBeDisabled();
    // A second click while sending changes nothing.
    await act(async () => {
      fireEvent.submit(button.closest('form')!);
    });
    expect(route.fetch).toHaveBeenCalledTimes(1);
    expect(route.fetch.mock.calls[0]?.[0]).toBe('/api/send-request');
    expect(route.bodies()).toEqual([
      {
        formId: 'appointment',
        fields: { email: '', phone: '0532 123 45 67', service: 'Protez', message: '' },
        locale: 'tr',
        requestId: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        pageUrl: window.location.href,
      },
    ]);

    await act(async () => {
      answer.resolve(routeAnswer(200, { status: 'received', reference: 'OSM-7K2R-4F' }));
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Randevu talebiniz başarıyla gönderildi. En kısa sürede sizinle iletişime geçeceğiz.');
    expect(status).toHaveTextContent('Talep numaranız: OSM-7K2R-4F');
    expect(screen.getByRole('link', { name: "Bu numarayla WhatsApp'tan yazın" })).toHaveAttribute(
      'href',
      `https://wa.me/905321234567?text=${encodeURIComponent('Merhaba, web sitenizden talep gönderdim. Talep numaram: OSM-7K2R-4F')}`,
    );
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue('');
    expect(screen.getByLabelText('Tedavi')).toHaveValue('İmplant');
    expect(screen.getByRole('button', { name: 'Randevu Talebi Gönder' })).toBeEnabled();
    expect(reportConversion).toHaveBeenCalledWith('form_submission');
    expect(trackEvent).toHaveBeenCalledWith('form_submit_success', { form: 'appointment', service: 'Protez' }, { force: true });
  });

  it('shows the reference in English', async () => {
    route.fetch.mockResolvedValue(routeAnswer(200, { status: 'received', reference: 'OSM-KM3T-9X' }));
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example.com' } });
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your appointment request has been sent. We will contact you as soon as possible.Your reference: OSM-KM3T-9XPlease quote it when you call or message us.',
    );
  });

  it('keeps every entry and says the request was not saved when the server cannot store it', async () => {
    route.fetch.mockResolvedValue(routeAnswer(503, { error: 'not-stored' }));
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example.com' } });
    fireEvent.change(screen.getByLabelText('Treatment'), { target: { value: 'Beyazlatma' } });
    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: 'Hello' } });
    await submit();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'An error occurred while sending your appointment request. Please try again later or call us. Our server could not save your request just now. Please try again in a few minutes, or call us or message us on WhatsApp.',
    );
    expect(screen.getByRole('link', { name: /Call us: \+90 216 345 67 89/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByLabelText('Email address')).toHaveValue('patient@example.com');
    expect(screen.getByLabelText('Treatment')).toHaveValue('Beyazlatma');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Hello');
    expect(reportConversion).not.toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith('form_submit_error', { form: 'appointment', reason: 'not-stored' }, { force: true });
  });

  it('says there was no answer (never a technical fragment) when the server cannot be reached', async () => {
    route.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "Randevu talebiniz gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin veya bizi telefonla arayın. Sunucumuzdan yanıt alamadık, talebiniz kaydedilmemiş olabilir. İnternet bağlantınızı kontrol edip tekrar deneyin (aynı talep iki kez kaydedilmez) ya da bizi arayın veya WhatsApp'tan yazın.",
    );
    expect(alert).not.toHaveTextContent('Bilinmeyen hata');
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it('a retry after no answer posts the same request id, so the site stores it once', async () => {
    route.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    await submit();
    const [first, second] = route.bodies();
    expect(second?.requestId).toBe(first?.requestId);
    expect(screen.getByRole('status')).toHaveTextContent('Talep numaranız: OSM-7K2R-4F');
  });

  it('says how long to wait when this connection sent too many requests', async () => {
    route.fetch.mockResolvedValue(routeAnswer(429, { error: 'rate-limited', retryAfter: 420 }));
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05321234567' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests came from this connection in a short time, so this one was not saved. Please try again in 7 min, or call us.',
    );
  });

  it('a send within 3 seconds waits in the sending state, then goes', async () => {
    renderForm();
    await act(async () => {
      jest.advanceTimersByTime(1300);
    });
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(await screen.findByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(route.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1700);
    });
    expect(route.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
    expect(reportConversion).toHaveBeenCalledWith('form_submission');
  });

  it('a corrected request goes at once; an identical one is not sent twice and says so, with its reference', async () => {
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05321234567' } });
    await submit();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05329876543' } });
    await submit();
    expect(route.fetch).toHaveBeenCalledTimes(2);
    const [first, second] = route.bodies();
    expect((second?.fields as Record<string, string>).phone).toBe('05329876543');
    expect(second?.requestId).not.toBe(first?.requestId);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05329876543' } });
    await submit();
    expect(route.fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You sent this same request a moment ago, so we did not send it twice. We will contact you shortly.Your reference: OSM-7K2R-4F',
    );
  });

  it('a filled honeypot goes to the site (kept there as spam) and reports no success to analytics', async () => {
    const { container } = renderForm();
    await waitPastMinimumTime();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="hp_note"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('data-lpignore', 'true');
    expect(honeypot).toHaveAttribute('data-1p-ignore', 'true');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(route.bodies()[0]).toMatchObject({ hp_note: 'https://spam.example' });
    expect(screen.getByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
    expect(reportConversion).not.toHaveBeenCalled();
  });
});
