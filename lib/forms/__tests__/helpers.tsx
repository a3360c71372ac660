import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { ClientIntlProvider, useTranslations } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import type { FormsTranslator } from '../messages';

/** How the fake EmailJS answers the next requests. */
export type FakeAnswer = { status: number; text: string } | 'hang';

export interface FakeEmailJs {
  origin: string;
  /** Every request it received: method, path and the JSON body. */
  requests: { method: string; path: string; body: unknown }[];
  /** The answer to every request, or one chosen by what was sent (e.g. by its template). */
  answer: FakeAnswer | ((body: { template_id?: string } | null) => FakeAnswer);
  close: () => Promise<void>;
}

/** A stand-in for api.emailjs.com on 127.0.0.1 (a free port) that records what it is sent. */
export async function startFakeEmailJs(): Promise<FakeEmailJs> {
  const hanging = new Set<() => void>();
  const fake: FakeEmailJs = {
    origin: '',
    requests: [],
    answer: { status: 200, text: 'OK' },
    close: async () => {
      for (const finish of hanging) finish();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? JSON.parse(raw) : null;
      fake.requests.push({ method: request.method ?? '', path: request.url ?? '', body });
      const answer = typeof fake.answer === 'function' ? fake.answer(body) : fake.answer;
      if (answer === 'hang') {
        hanging.add(() => response.end());
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The browser's translator over `forms` (useTranslations of '@/i18n/client') with the real texts, outside jsdom. */
export function browserFormsTranslator(locale: 'tr' | 'en'): FormsTranslator {
  let captured: FormsTranslator | undefined;
  function Capture() {
    captured = useTranslations('forms');
    return null;
  }
  renderToString(
    <ClientIntlProvider locale={locale} messages={locale === 'tr' ? tr : en}>
      <Capture />
    </ClientIntlProvider>,
  );
  if (!captured) throw new Error('The translator was not rendered');
  return captured;
}
