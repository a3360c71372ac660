import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { FormsTranslator } from '@/lib/forms/messages';
import type en from '@/messages/en.json';

export type Messages = typeof en;

/** One language's messages, as the pages load them (i18n/request.ts): adding a language is adding its file. */
export async function messagesOf(locale: Locale): Promise<Messages> {
  return (await import(`@/messages/${locale}.json`)).default as Messages;
}

/** The `forms` texts in `locale`, by next-intl's own translator (a missing text shows its key, as in the browser). */
export async function formsTranslator(locale: Locale): Promise<FormsTranslator> {
  const t = createTranslator({ locale, messages: await messagesOf(locale), namespace: 'forms', onError: () => {} });
  return t as unknown as FormsTranslator;
}
