import { APPOINTMENT_FORM_MESSAGE_PATHS, BLOG_CALLBACK_MESSAGE_PATHS, TREATMENT_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { advance, click, mockRequestRoute, withIntl } from './helpers';
import { trackEvent } from '@/lib/analytics';
import { loadFormSchemas, preloadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import { AppointmentForm } from '../AppointmentForm';
import { BlogCallback } from '../BlogCallback';
import { TreatmentCallback } from '../TreatmentCallback';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));
jest.mock('@/lib/forms/load-schemas', () => {
  const actual = jest.requireActual<typeof import('@/lib/forms/load-schemas')>('@/lib/forms/load-schemas');
  return { ...actual, loadFormSchemas: jest.fn(), preloadFormSchemas: jest.fn() };
});

let route: ReturnType<typeof mockRequestRoute>;
const mockedLoad = jest.mocked(loadFormSchemas);
const schemas = jest.requireActual<FormSchemas>('@/lib/forms/schemas');
const chunkLoadError = () => Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });

beforeEach(() => {
  jest.useFakeTimers();
  route = mockRequestRoute();
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue(schemas);
  jest.mocked(preloadFormSchemas).mockClear();
  jest.mocked(trackEvent).mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the forms load their rules on demand', () => {
  it.each([
    ['appointment', () => <AppointmentForm />, 'Telefon numarası', APPOINTMENT_FORM_MESSAGE_PATHS],
    [
      'treatment call-back',
      () => <TreatmentCallback treatmentTitle="İmplant Tedavisi" />,
      'Telefon numaranız',
      TREATMENT_CALLBACK_MESSAGE_PATHS,
    ],
    ['blog call-back', () => <BlogCallback articleTitle="Başlık" />, 'Telefon numaranız', BLOG_CALLBACK_MESSAGE_PATHS],
  ])('%s: not at render, but on the first focus inside the form', (_form, element, label, paths) => {
    withIntl('tr', element(), paths);
    expect(preloadFormSchemas).not.toHaveBeenCalled();
    expect(mockedLoad).not.toHaveBeenCalled();
    act(() => screen.getByLabelText(label).focus());
    expect(preloadFormSchemas).toHaveBeenCalled();
  });

  it('appointment: a failed load ends in the error state with the phone; the next submit tries again', async () => {
    mockedLoad.mockRejectedValueOnce(chunkLoadError());
    withIntl('tr', <AppointmentForm />, APPOINTMENT_FORM_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await click('Randevu Talebi Gönder');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Randevu talebiniz gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin veya bizi telefonla arayın. Sunucumuzdan yanıt alamadık, talebiniz kaydedilmemiş olabilir.',
    );
    expect(screen.getByRole('link', { name: /Bizi arayın/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(alert.firstElementChild).toHaveFocus();
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue('05321234567');
    expect(screen.getByRole('button', { name: 'Randevu Talebi Gönder' })).toBeEnabled();
    expect(route.fetch).not.toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith('form_submit_error', { form: 'appointment', reason: 'no-answer' }, { force: true });

    await click('Randevu Talebi Gönder');
    expect(await screen.findByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(route.fetch).toHaveBeenCalledTimes(1);
  });

  it('treatment call-back: a failed load shows the error and keeps the number', async () => {
    mockedLoad.mockRejectedValueOnce(chunkLoadError());
    withIntl('en', <TreatmentCallback treatmentTitle="Implant" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '05321234567' } });
    await click('Call Me');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We got no answer from our server, so your request may not have been saved.');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByRole('textbox')).toHaveValue('05321234567');
    expect(screen.getByRole('button', { name: 'Call Me' })).toBeEnabled();
    expect(route.fetch).not.toHaveBeenCalled();
    expect(trackEvent).toHaveBeenCalledWith('form_submit_error', { form: 'treatment-callback', reason: 'no-answer' }, { force: true });
  });

  it('blog call-back: a failed load shows the error for 3 seconds and keeps the number', async () => {
    mockedLoad.mockRejectedValueOnce(chunkLoadError());
    withIntl('tr', <BlogCallback articleTitle="Başlık" />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3000);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0532 123 45 67' } });
    await click('Beni Arayın');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Talebiniz gönderilemedi.');
    expect(alert).toHaveTextContent('Sunucumuzdan yanıt alamadık');
    expect(screen.getByRole('textbox')).toHaveValue('0532 123 45 67');
    expect(route.fetch).not.toHaveBeenCalled();
    await advance(3000);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Beni Arayın' })).toBeEnabled();
  });

  it('ignores a second submit while the rules are still loading', async () => {
    let loaded!: (value: FormSchemas) => void;
    mockedLoad.mockReturnValueOnce(new Promise((resolve) => (loaded = resolve)));
    withIntl('tr', <AppointmentForm />, APPOINTMENT_FORM_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '05321234567' } });
    await click('Randevu Talebi Gönder');
    await click('Randevu Talebi Gönder');
    expect(mockedLoad).toHaveBeenCalledTimes(1);

    await act(async () => loaded(schemas));
    expect(await screen.findByRole('status')).toHaveTextContent('Randevu talebiniz başarıyla gönderildi.');
    expect(route.fetch).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('form_submit', { form: 'appointment', service: 'İmplant' }, { force: true });
    expect(jest.mocked(trackEvent).mock.calls.filter(([name]) => name === 'form_submit')).toHaveLength(1);
  });
});
