import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { ClientIntlProvider, useTranslations } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { validationMessagesFrom, type FormsTranslator } from '../messages';
import { isDigitsOnlyPhone, isValidPhone, stripNonDigits } from '../phone';
import {
  collectFieldErrors,
  createAppointmentSchema,
  createBlogCallbackSchema,
  createTreatmentCallbackSchema,
  MESSAGE_MAX_LENGTH,
  type AppointmentErrorField,
} from '../schemas';

/** The browser's translator over `forms` (useTranslations of '@/i18n/client'), with the real messages. */
function formsTranslator(locale: 'tr' | 'en'): FormsTranslator {
  const messages = locale === 'tr' ? tr : en;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(ClientIntlProvider, { locale, messages, children });
  return renderHook(() => useTranslations('forms'), { wrapper }).result.current;
}

const translators = { tr: formsTranslator('tr'), en: formsTranslator('en') };

const EXPECTED = {
  tr: {
    contactRequired: 'E-posta adresi veya telefon numarasından en az birini girmelisiniz.',
    invalidEmail: 'Geçerli bir e-posta adresi giriniz',
    invalidPhone: 'Geçerli bir telefon numarası giriniz',
    serviceRequired: 'Tedavi seçimi zorunludur',
    digitsOnlyPhone: 'Lütfen sadece rakam kullanarak telefon numaranızı girin.',
    callbackPhone: 'Lütfen geçerli bir telefon numarası girin.',
    tooLong: 'Mesajınız en fazla 5.000 karakter olabilir. Lütfen kısaltın (şu an 5.001 karakter).',
  },
  en: {
    contactRequired: 'Please enter at least one of your email address or phone number.',
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    serviceRequired: 'Please choose a treatment',
    digitsOnlyPhone: 'Please enter your phone number using digits only.',
    callbackPhone: 'Please enter a valid phone number.',
    tooLong: 'Your message can be at most 5,000 characters. Please shorten it (currently 5,001 characters).',
  },
} as const;

const valid = { email: '', phone: '0532 123 45 67', service: 'İmplant', message: '' };

function errorsOf(locale: 'tr' | 'en', values: typeof valid) {
  const result = createAppointmentSchema(validationMessagesFrom(translators[locale])).safeParse(values);
  return result.success ? {} : collectFieldErrors<AppointmentErrorField>(result.error);
}

describe('isValidPhone (10–15 characters after removing spaces)', () => {
  it.each([
    ['9 digits', '123456789', false],
    ['10 digits', '1234567890', true],
    ['15 digits', '123456789012345', true],
    ['16 digits', '1234567890123456', false],
    ['spaces are not counted', '0532 123 45 67', true],
    ['spaces do not rescue 9 digits', '123 456 789', false],
    ['a leading plus is not counted', '+905321234567', true],
    ['a leading plus with 15 more characters', '+123456789012345', true],
    ['a leading plus with 9 digits', '+123456789', false],
    ['a plus elsewhere', '90+5321234567', false],
    ['two pluses', '++905321234567', false],
    ['parentheses and hyphens count', '(0532)123-4567', true],
    ['parentheses push past 15', '(0532)-123-45-67-8', false],
    ['letters', '0532ABC4567', false],
    ['empty', '', false],
    ['dots', '0532.123.45.67', false],
  ])('%s: %s → %s', (_label, phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('treatment sidebar phone helpers', () => {
  it('strips every non-digit', () => {
    expect(stripNonDigits('+90 (532) 123-45-67 abc')).toBe('905321234567');
  });
  it('accepts only a non-empty run of digits', () => {
    expect(isDigitsOnlyPhone('05321234567')).toBe(true);
    expect(isDigitsOnlyPhone('')).toBe(false);
    expect(isDigitsOnlyPhone('0532 123')).toBe(false);
  });
});

describe.each(['tr', 'en'] as const)('appointment schema (%s)', (locale) => {
  const expected = EXPECTED[locale];

  it('accepts a phone alone, an email alone, or both', () => {
    expect(errorsOf(locale, valid)).toEqual({});
    expect(errorsOf(locale, { ...valid, phone: '', email: 'hasta@example.com' })).toEqual({});
    expect(errorsOf(locale, { ...valid, email: 'hasta@example.com' })).toEqual({});
  });

  it('needs an email or a phone', () => {
    expect(errorsOf(locale, { ...valid, phone: '' })).toEqual({ contact: expected.contactRequired });
    expect(errorsOf(locale, { ...valid, phone: '   ', email: ' ' })).toEqual({ contact: expected.contactRequired });
  });

  it.each([
    ['plain text', 'hasta'],
    ['no dot after @', 'hasta@example'],
    ['a space inside', 'has ta@example.com'],
    ['nothing before @', '@example.com'],
  ])('rejects an email with %s', (_label, email) => {
    expect(errorsOf(locale, { ...valid, email })).toEqual({ email: expected.invalidEmail });
  });

  it.each(['a@b.c', 'ayşe.yılmaz@örnek.com.tr', '  hasta@example.com  '])('accepts the email %s', (email) => {
    expect(errorsOf(locale, { ...valid, email })).toEqual({});
  });

  it.each([
    ['123456789', false],
    ['1234567890', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['+90 532 123 45 67', true],
    ['(0532) 123 45 67', true],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(errorsOf(locale, { ...valid, phone })).toEqual(ok ? {} : { phone: expected.invalidPhone });
  });

  it('needs one of the four services', () => {
    for (const service of ['Protez', 'İmplant', 'Beyazlatma', 'Kanal Tedavisi']) {
      expect(errorsOf(locale, { ...valid, service })).toEqual({});
    }
    expect(errorsOf(locale, { ...valid, service: '' })).toEqual({ service: expected.serviceRequired });
    expect(errorsOf(locale, { ...valid, service: 'Ortodonti' })).toEqual({ service: expected.serviceRequired });
  });

  it('caps the message at 5,000 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    expect(errorsOf(locale, { ...valid, message: 'a'.repeat(5000) })).toEqual({});
    expect(errorsOf(locale, { ...valid, message: 'a'.repeat(5001) })).toEqual({ message: expected.tooLong });
  });

  it('reports every problem at once', () => {
    expect(errorsOf(locale, { email: '', phone: '', service: '', message: 'a'.repeat(5001) })).toEqual({
      contact: expected.contactRequired,
      service: expected.serviceRequired,
      message: expected.tooLong,
    });
    expect(errorsOf(locale, { email: 'x@y', phone: '123', service: 'İmplant', message: '' })).toEqual({
      email: expected.invalidEmail,
      phone: expected.invalidPhone,
    });
  });

  it('has the email-required and phone-required texts the dictionary holds', () => {
    expect(translators[locale]('validation.emailRequired')).toBe(
      locale === 'tr' ? 'E-posta adresi zorunludur' : 'Email address is required',
    );
    expect(translators[locale]('validation.phoneRequired')).toBe(
      locale === 'tr' ? 'Telefon numarası zorunludur' : 'Phone number is required',
    );
  });
});

describe.each(['tr', 'en'] as const)('call-back schemas (%s)', (locale) => {
  const messages = validationMessagesFrom(translators[locale]);

  it('treatment sidebar: a non-empty all-digit value', () => {
    const schema = createTreatmentCallbackSchema(messages);
    expect(schema.safeParse({ phone: '05321234567' }).success).toBe(true);
    expect(schema.safeParse({ phone: '5' }).success).toBe(true);
    for (const phone of ['', '0532 123', '+905321234567']) {
      const result = schema.safeParse({ phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EXPECTED[locale].digitsOnlyPhone);
    }
  });

  it('blog sidebar: required, 10–15 characters after removing spaces', () => {
    const schema = createBlogCallbackSchema(messages);
    for (const phone of ['1234567890', '123456789012345', '+90 (532) 123-4567', '0532 123 45 67']) {
      expect(schema.safeParse({ phone }).success).toBe(true);
    }
    for (const phone of ['', '   ', '123456789', '1234567890123456', 'telefon']) {
      const result = schema.safeParse({ phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EXPECTED[locale].callbackPhone);
    }
  });
});

describe('message files', () => {
  function keys(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [prefix];
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  it('have the same forms keys in both languages', () => {
    expect(keys(tr.forms).sort()).toEqual(keys(en.forms).sort());
  });
});
