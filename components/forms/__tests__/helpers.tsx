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

/** What the site's request route answers in a test: a status and a JSON body. */
export function routeAnswer(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    headers: {
      get: (name: string) =>
        name.toLowerCase() === 'retry-after' ? ((body as { retryAfter?: number })?.retryAfter?.toString() ?? null) : null,
    },
  } as unknown as Response;
}

/**
 * `fetch` replaced by a mock of the site's request route (POST /api/send-request): by default it
 * stores every request and answers with a reference. `bodies()` are the JSON bodies it was posted.
 */
export function mockRequestRoute() {
  const fetchMock = jest.fn(async (..._args: Parameters<typeof fetch>) =>
    routeAnswer(200, { status: 'received', reference: 'OSM-7K2R-4F' }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    bodies: () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>),
  };
}
