import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { ClientIntlProvider, useTranslations } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { payloadLabelsFrom, type FormsTranslator } from '../messages';
import { alarmEmailParams } from '@/lib/requests/alarm';
import type { RequestsConfig } from '@/lib/requests/config';
import { confirmationParams } from '@/lib/requests/jobs';
import type { StoredRequest } from '@/lib/requests/store';
import {
  buildAppointmentPayload,
  buildBlogCallbackPayload,
  buildTreatmentCallbackPayload,
  requestDetails,
  type SentTemplateParams,
} from '../payload';

/**
 * The EmailJS templates (emails/), rendered with the exact payloads the site sends: the clinic's
 * two (the real builders, the real texts and the details the server adds) and the patient's
 * confirmation (from the outbox's own builder). A variable a template uses that the payload
 * lacks would reach the reader as an empty gap, so it fails the test.
 */

const EMAILS = join(__dirname, '..', '..', '..', 'emails');
const read = (file: string) => readFileSync(join(EMAILS, file), 'utf8');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** EmailJS's substitution: `{{var}}` HTML-escaped, `{{{var}}}` as is; every name must be in the payload. */
function render(template: string, params: Record<string, unknown>, escape: boolean) {
  const missing: string[] = [];
  const value = (name: string) => {
    if (!(name in params)) missing.push(name);
    return String(params[name] ?? '');
  };
  const output = template
    .replace(/\{\{\{\s*([\w.]+)\s*\}\}\}/g, (_, name: string) => value(name))
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
      const text = value(name);
      return escape ? text.replace(/[&<>"'`=/]/g, (char) => HTML_ESCAPES[char]!) : text;
    });
  return { output, missing };
}

function formsTranslator(locale: 'tr' | 'en'): FormsTranslator {
  const messages = locale === 'tr' ? tr : en;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(ClientIntlProvider, { locale, messages, children });
  return renderHook(() => useTranslations('forms'), { wrapper }).result.current;
}

const SENT_AT = new Date('2026-11-24T10:31:05Z');

function payloads(locale: 'tr' | 'en', hostile = ''): Record<'appointment' | 'callback', SentTemplateParams[]> {
  const labels = payloadLabelsFrom(formsTranslator(locale));
  const details = requestDetails(
    'OSM-7K2R-4F',
    SENT_AT,
    `https://www.example.com${locale === 'en' ? '/en/contact' : '/contact'}?q=${hostile}`,
  );
  return {
    appointment: [
      {
        ...buildAppointmentPayload(
          { email: 'hasta@example.com', phone: '0532 123 45 67', service: 'İmplant', message: `Ağrı var ${hostile}` },
          locale,
          labels,
        ),
        ...details,
      },
      { ...buildAppointmentPayload({ email: '', phone: '05321234567', service: 'Protez', message: '' }, locale, labels), ...details },
      { ...buildAppointmentPayload({ email: 'a@b.co', phone: '', service: 'Beyazlatma', message: '' }, locale, labels), ...details },
    ],
    callback: [
      { ...buildTreatmentCallbackPayload('05321234567', `İmplant Tedavisi${hostile}`, locale, labels), ...details },
      { ...buildBlogCallbackPayload('+90 532 123 45 67', `Makale ${hostile}`, locale, labels), ...details },
    ],
  };
}

it('the renderer reports a variable the payload lacks', () => {
  expect(render('{{a}} {{{b}}} {{ c }}', { a: 1 }, true).missing).toEqual(['b', 'c']);
});

describe.each(['appointment', 'callback'] as const)('the %s template', (kind) => {
  describe.each(['tr', 'en'] as const)('with the %s payloads', (locale) => {
    it.each([
      ['html', true],
      ['txt', false],
    ] as const)('%s: every variable it uses is in the payload', (extension, escape) => {
      const template = read(`${kind}.${extension}`);
      for (const params of payloads(locale)[kind]) {
        const { output, missing } = render(template, params, escape);
        expect(missing).toEqual([]);
        expect(output).toContain(params.request_id);
        expect(output).toContain(params.sent_at_istanbul);
        expect(output).not.toMatch(/\{\{/);
      }
    });
  });

  it('links the patient for the staff: tel:, WhatsApp and (in the appointment) mailto:', () => {
    const [params] = payloads('tr')[kind];
    const { output } = render(read(`${kind}.html`), params!, true);
    expect(output).toContain('href="tel:+905321234567"');
    expect(output).toContain('href="https://wa.me/905321234567"');
    if (kind === 'appointment') expect(output).toContain('href="mailto:hasta@example.com"');
    expect(output).toContain('24.11.2026 13:31:05 (İstanbul)');
  });

  it('escapes hostile input in the HTML', () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    for (const params of payloads('en', hostile)[kind]) {
      const { output } = render(read(`${kind}.html`), params, true);
      expect(output).not.toContain('<script>');
      expect(output).not.toContain('<img');
      expect(output).not.toMatch(/"><script/);
      expect(output).toContain('&lt;script&gt;');
    }
  });

  it('uses no raw {{{ }}} substitution and never {{to_email}}', () => {
    for (const extension of ['html', 'txt']) {
      const template = read(`${kind}.${extension}`);
      expect(template).not.toMatch(/\{\{\{/);
      expect(template).not.toContain('to_email');
    }
  });
});

describe("the patient's confirmation", () => {
  const stored = (locale: 'tr' | 'en', message = 'Sol alt dişimde ağrı var.'): StoredRequest => ({
    id: 1,
    reference: 'OSM-7K2R-4F',
    formId: 'appointment',
    locale,
    fields: { email: 'hasta@example.com', phone: '0532 123 45 67', service: 'Kanal Tedavisi', message },
    pageUrl: 'https://www.example.com/contact',
    receivedAt: SENT_AT.getTime(),
    spam: false,
  });

  it.each([
    ['tr', ['Talebinizi aldık', 'Talep numaranız', 'OSM-7K2R-4F', '+90 216 345 67 89', 'Pazartesi – Cumartesi, 09:00 – 23:00']],
    ['en', ['We have received your request', 'Your reference', 'OSM-7K2R-4F', '+90 216 345 67 89', 'Monday – Saturday, 09:00 – 23:00']],
  ] as const)('in %s: every variable it uses is in the payload, with the reference, the phone and the hours', async (locale, texts) => {
    const params = await confirmationParams(stored(locale));
    for (const [extension, escape] of [
      ['html', true],
      ['txt', false],
    ] as const) {
      const { output, missing } = render(read(`confirmation.${extension}`), params, escape);
      expect(missing).toEqual([]);
      expect(output).not.toMatch(/\{\{/);
      for (const text of texts) expect(output).toContain(text);
    }
    expect(render(read('confirmation.html'), params, true).output).toContain(`<html lang="${locale}" dir="ltr">`);
  });

  it('names no health detail: neither the message nor the treatment, nor the phone the patient gave', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const params = await confirmationParams(stored(locale));
      for (const extension of ['html', 'txt']) {
        const { output } = render(read(`confirmation.${extension}`), params, extension === 'html');
        for (const detail of ['Kanal Tedavisi', 'ağrı', '0532 123 45 67']) expect(output).not.toContain(detail);
      }
    }
  });

  it('uses no raw {{{ }}} substitution', () => {
    for (const extension of ['html', 'txt']) expect(read(`confirmation.${extension}`)).not.toMatch(/\{\{\{/);
  });
});

describe("the staff's alarm", () => {
  const alarm = { waiting: 3, since: '2026-11-24T10:31:05.000Z', reason: 'EmailJS answered 400 The template ID not found' };
  const config = (cms: RequestsConfig['cms']) => ({ cms }) as RequestsConfig;

  it.each([
    ['without a CMS', null, 'sunucuda `npm run requests` komutu'],
    ['with a CMS', { url: 'https://cms.example.com/', token: 't' }, 'https://cms.example.com/admin (İçerik Yöneticisi → Request)'],
  ] as const)(
    '%s: every variable it uses is in the payload, with the count, the time, the reason and where to read the requests',
    (_, cms, inbox) => {
      const params = alarmEmailParams(alarm, config(cms));
      for (const [extension, escape] of [
        ['html', true],
        ['txt', false],
      ] as const) {
        const { output, missing } = render(read(`alarm.${extension}`), params, escape);
        expect(missing).toEqual([]);
        expect(output).not.toMatch(/\{\{/);
        const shown = (text: string) => (escape ? text.replace(/[&<>"'`=/]/g, (char) => HTML_ESCAPES[char]!) : text);
        expect(output).toMatch(/3(<\/strong>)? hasta talebi/);
        for (const text of ['24.11.2026 13:31:05 (İstanbul)', 'The template ID not found', '/api/health', inbox]) {
          expect(output).toContain(shown(text));
        }
      }
    },
  );

  it('uses no raw {{{ }}} substitution and never {{to_email}}: its recipients are typed into the template', () => {
    for (const extension of ['html', 'txt']) {
      expect(read(`alarm.${extension}`)).not.toMatch(/\{\{\{/);
      expect(read(`alarm.${extension}`)).not.toContain('to_email');
    }
  });
});
