import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { ContentLanguageNotice, contentLanguage } from '../ContentLanguage';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'tr' | 'en'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'tr' ? tr : en, namespace: namespace as never }),
}));

/** Languages this branch's routing may not list yet: the rule holds for any language. */
const german = 'de' as Locale;
const arabic = 'ar' as Locale;

describe('content shown in a fallback language', () => {
  it('says so in the page’s language, naming both languages', async () => {
    render((await ContentLanguageNotice({ page: 'en', shown: 'tr' }))!);
    expect(screen.getByRole('note')).toHaveTextContent('This page is not yet available in English; you are reading the Turkish version.');
  });

  it('says it in Turkish on a Turkish page', async () => {
    render((await ContentLanguageNotice({ page: 'tr', shown: 'en' }))!);
    expect(screen.getByRole('note')).toHaveTextContent('Bu sayfanın Türkçe sürümü henüz yok; İngilizce sürümünü okuyorsunuz.');
  });

  it('says nothing when the content is in the page’s language', async () => {
    expect(await ContentLanguageNotice({ page: 'en', shown: 'en' })).toBeNull();
  });

  it('marks the content with its language, and its direction where that differs from the page’s', () => {
    expect(contentLanguage('en', 'en')).toEqual({});
    expect(contentLanguage('en', german)).toEqual({ lang: 'en' });
    expect(contentLanguage('en', arabic)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(contentLanguage(arabic, 'tr')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
