import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

/** Renders a form with the client texts of one language, as the layout provides them. */
export function withIntl(locale: 'tr' | 'en', children: React.ReactNode) {
  return render(
    <ClientIntlProvider locale={locale} messages={locale === 'tr' ? tr : en}>
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
