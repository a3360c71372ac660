'use client';

import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, type Messages, type RichValues, type Values } from './format-message';
import type { Locale } from './routing';

/**
 * The language and texts of client components. Server components translate
 * with next-intl; the browser gets this small provider instead of next-intl's
 * client one, which ships the full ICU message formatter to every page. The
 * client texts use plain `{name}` and `{count, number}` arguments and simple
 * `<tag>…</tag>` rich text only (a test checks every client message).
 */
interface ClientIntl {
  locale: Locale;
  messages: Messages;
}

const ClientIntlContext = createContext<ClientIntl | null>(null);

/** Another provider's texts under this one's, namespace by namespace (a nested provider adds to the layout's). */
function merge(base: Messages, added: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return merged;
}

export function ClientIntlProvider({ locale, messages, children }: ClientIntl & { children: ReactNode }) {
  const outer = useContext(ClientIntlContext);
  const value = useMemo(() => ({ locale, messages: outer ? merge(outer.messages, messages) : messages }), [outer, locale, messages]);
  return <ClientIntlContext.Provider value={value}>{children}</ClientIntlContext.Provider>;
}

function useClientIntl(): ClientIntl {
  const intl = useContext(ClientIntlContext);
  if (!intl) throw new Error('Client texts are read outside ClientIntlProvider');
  return intl;
}

export function useLocale(): Locale {
  return useClientIntl().locale;
}

export interface Translator {
  (key: string, values?: Values): string;
  rich(key: string, values: RichValues): ReactNode;
}

function lookup(messages: Messages, path: string): string | undefined {
  let node: Messages | string | undefined = messages;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Like next-intl's `useTranslations`: `t('key', values)` and `t.rich('key', {tag: (chunks) => …})`. */
export function useTranslations(namespace: string): Translator {
  const { locale, messages } = useClientIntl();
  return useMemo(() => {
    // A missing text shows its key (as next-intl does) rather than breaking the page.
    const read = (key: string) => lookup(messages, `${namespace}.${key}`) ?? `${namespace}.${key}`;
    const t = (key: string, values?: Values) => formatMessage(read(key), locale, values).join('');
    const rich = (key: string, values: RichValues) =>
      formatMessage(read(key), locale, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
    return Object.assign(t, { rich });
  }, [locale, messages, namespace]);
}
