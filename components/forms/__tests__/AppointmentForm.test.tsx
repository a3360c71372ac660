import { EmailJSResponseStatus, send } from '@emailjs/browser';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { APPOINTMENT_FORM_MESSAGE_PATHS, pickMessages } from '@/i18n/client-messages';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { AppointmentForm } from '../AppointmentForm';

jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, init: jest.fn(), send: jest.fn() };
});
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

const mockedSend = send as jest.MockedFunction<typeof send>;
const TO = 'randevu@osmanagadis.com.tr, info@osmanagadis.com.tr, hekim@osmanagadis.com.tr';

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
  mockedSend.mockReset();
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
    expect(named).toEqual(['website']);
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
    expect(mockedSend).not.toHaveBeenCalled();
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
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('sends the exact payload, disables the button while sending, then resets', async () => {
    const answer = deferred<EmailJSResponseStatus>();
    mockedSend.mockReturnValue(answer.promise);
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
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend.mock.calls[0]?.[2]).toEqual({
      name: 'Randevu Talebi',
      email: 'Belirtilmedi',
      service: 'Protez',
      phone: '0532 123 45 67',
      message: 'Mesaj yazılmadı',
      language: 'tr',
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
      page_url: window.location.href,
      sent_at: expect.any(String),
      sent_at_istanbul: expect.any(String),
      request_id: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });

    await act(async () => {
      answer.resolve(new EmailJSResponseStatus(200, 'OK'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Randevu talebiniz başarıyla gönderildi. En kısa sürede sizinle iletişime geçeceğiz.',
    );
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue('');
    expect(screen.getByLabelText('Tedavi')).toHaveValue('İmplant');
    expect(screen.getByRole('button', { name: 'Randevu Talebi Gönder' })).toBeEnabled();
    expect(reportConversion).toHaveBeenCalledWith('form_submission');
    expect(trackEvent).toHaveBeenCalledWith('form_submit_success', { form: 'appointment', service: 'Protez' }, { force: true });
  });

  it('keeps every entry and offers the phone when EmailJS refuses', async () => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'The Public Key is invalid'));
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example.com' } });
    fireEvent.change(screen.getByLabelText('Treatment'), { target: { value: 'Beyazlatma' } });
    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: 'Hello' } });
    await submit();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'An error occurred while sending your appointment request. Please try again later or call us. The Public Key is invalid',
    );
    expect(screen.getByRole('link', { name: /Call us: \+90 216 345 67 89/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByLabelText('Email address')).toHaveValue('patient@example.com');
    expect(screen.getByLabelText('Treatment')).toHaveValue('Beyazlatma');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Hello');
    expect(reportConversion).not.toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith(
      'form_submit_error',
      { form: 'appointment', reason: 'provider', error: 'The Public Key is invalid' },
      { force: true },
    );
  });

  it("says 'Bilinmeyen hata' when the failure has no text", async () => {
    mockedSend.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Randevu talebiniz gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin veya bizi telefonla arayın. Bilinmeyen hata',
    );
  });

  it('a send within 3 seconds waits in the sending state, then goes', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    renderForm();
    await act(async () => {
      jest.advanceTimersByTime(1300);
    });
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(await screen.findByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1700);
    });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
    expect(reportConversion).toHaveBeenCalledWith('form_submission');
  });

  it('a corrected request goes at once; an identical one is not sent twice and says so', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    renderForm('en');
    await waitPastMinimumTime();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05321234567' } });
    await submit();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05329876543' } });
    await submit();
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect((mockedSend.mock.calls[1]?.[2] as Record<string, unknown>).phone).toBe('05329876543');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '05329876543' } });
    await submit();
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You sent this same request a moment ago, so we did not send it twice. We will contact you shortly.',
    );
  });

  it('shows success but sends nothing when the honeypot is filled', async () => {
    const { container } = renderForm();
    await waitPastMinimumTime();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await submit();
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
  });
});
