import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { pickMessages } from '@/i18n/client-messages';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

/** Renders a form with the client texts of one language under `paths`, as the page's providers give them. */
export function withIntl(locale: 'tr' | 'en', children: React.ReactNode, paths: readonly string[]) {
  return render(
    <ClientIntlProvider locale={locale} messages={pickMessages(locale === 'tr' ? tr : en, paths)}>
      {children}
    </ClientIntlProvider>,
  );
}

/** Moves the fake clock on and lets React settle what the timers set off. */
export async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** Presses the button with this accessible name. */
export async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}
