import type { ReactNode } from 'react';
import { getLocale, getMessages } from 'next-intl/server';
import { ClientIntlProvider } from './client';
import { pickMessages } from './client-messages';
import type { Locale } from './routing';

/**
 * Sends the texts under `paths` to the client components inside, on top of the layout's
 * (LAYOUT_MESSAGE_PATHS): a page carries the forms' texts only where it shows a form.
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return (
    <ClientIntlProvider locale={locale} messages={pickMessages(await getMessages({ locale }), paths)}>
      {children}
    </ClientIntlProvider>
  );
}
