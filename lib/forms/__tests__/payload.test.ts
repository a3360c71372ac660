import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { ClientIntlProvider, useTranslations } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { payloadLabelsFrom, type FormsTranslator } from '../messages';
import { buildAppointmentPayload, buildBlogCallbackPayload, buildTreatmentCallbackPayload, internationalDigits } from '../payload';

/** The browser's translator over `forms` (useTranslations of '@/i18n/client'), with the real messages. */
function formsTranslator(locale: 'tr' | 'en'): FormsTranslator {
  const messages = locale === 'tr' ? tr : en;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(ClientIntlProvider, { locale, messages, children });
  return renderHook(() => useTranslations('forms'), { wrapper }).result.current;
}

const labels = {
  tr: payloadLabelsFrom(formsTranslator('tr')),
  en: payloadLabelsFrom(formsTranslator('en')),
};
const TO = 'randevu@osmanagadis.com.tr, info@osmanagadis.com.tr, hekim@osmanagadis.com.tr';

describe('buildAppointmentPayload', () => {
  it('sends every field as typed (tr)', () => {
    expect(
      buildAppointmentPayload(
        { email: ' hasta@example.com ', phone: '0532 123 45 67', service: 'Kanal Tedavisi', message: 'Dişim ağrıyor.' },
        'tr',
        labels.tr,
      ),
    ).toEqual({
      name: 'Randevu Talebi',
      email: 'hasta@example.com',
      service: 'Kanal Tedavisi',
      phone: '0532 123 45 67',
      message: 'Dişim ağrıyor.',
      language: 'tr',
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: 'hasta@example.com',
    });
  });

  it('fills the empty fields with the fixed texts (tr)', () => {
    expect(buildAppointmentPayload({ email: '', phone: '05321234567', service: 'İmplant', message: '  ' }, 'tr', labels.tr)).toEqual({
      name: 'Randevu Talebi',
      email: 'Belirtilmedi',
      service: 'İmplant',
      phone: '05321234567',
      message: 'Mesaj yazılmadı',
      language: 'tr',
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
    });
    expect(buildAppointmentPayload({ email: 'a@b.co', phone: '', service: 'Protez', message: '' }, 'tr', labels.tr).phone).toBe(
      'Belirtilmedi',
    );
  });

  it('uses the English texts and keeps the Turkish service value (en)', () => {
    expect(
      buildAppointmentPayload({ email: 'patient@example.com', phone: '', service: 'Beyazlatma', message: '' }, 'en', labels.en),
    ).toEqual({
      name: 'Appointment Request',
      email: 'patient@example.com',
      service: 'Beyazlatma',
      phone: 'Not specified',
      message: 'No message written',
      language: 'en',
      to_email: TO,
      phone_tel: '',
      phone_whatsapp: '',
      reply_to: 'patient@example.com',
    });
  });
});

describe('buildTreatmentCallbackPayload', () => {
  it.each([
    ['tr', { name: 'Geri Arama Talebi', message: 'Tedavi sayfasından geri arama talebi', email: 'Belirtilmedi' }],
    ['en', { name: 'Call-back Request', message: 'Call-back request from a treatment page', email: 'Not specified' }],
  ] as const)('%s', (locale, texts) => {
    expect(buildTreatmentCallbackPayload('05321234567', 'İmplant Tedavisi', locale, labels[locale])).toEqual({
      ...texts,
      phone: '05321234567',
      service: 'İmplant Tedavisi',
      language: locale,
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
    });
  });
});

describe('buildBlogCallbackPayload', () => {
  it.each([
    ['tr', { name: 'Geri Arama Talebi', message: "Blog yazısından geri arama talebi: İmplant'ın {faydaları}", email: 'Belirtilmedi' }],
    ['en', { name: 'Call-back Request', message: "Call-back request from a blog article: İmplant'ın {faydaları}", email: 'Not specified' }],
  ] as const)('%s', (locale, texts) => {
    expect(buildBlogCallbackPayload(' +90 532 123 45 67 ', "İmplant'ın {faydaları}", locale, labels[locale])).toEqual({
      ...texts,
      phone: '+90 532 123 45 67',
      service: "İmplant'ın {faydaları}",
      language: locale,
      to_email: TO,
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
    });
  });
});

describe('internationalDigits (tel: and wa.me links for the staff)', () => {
  it.each([
    ['0532 123 45 67', '905321234567'],
    ['532 123 45 67', '905321234567'],
    ['+90 (532) 123-45-67', '905321234567'],
    ['0049 30 1234567', '49301234567'],
    ['+44 20 7946 0958', '442079460958'],
    ['Belirtilmedi', ''],
  ])('%s → %s', (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });
});
