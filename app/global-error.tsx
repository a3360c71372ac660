'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isChunkLoadError, reloadOnceAfterChunkError } from '@/lib/analytics/chunk-reload';
import type { GlobalErrorText } from './global-error-texts';
import type enMessages from '@/messages/en.json';
import './styles/globals.css';

type ErrorTexts = Pick<(typeof enMessages)['errors'], GlobalErrorText>;

/**
 * Every language's `errors` messages this screen shows and the clinic's phone, inlined by
 * next.config.ts: the message files and the clinic configuration would weigh
 * on every page, as this screen's code is part of every page's scripts.
 */
const messages = JSON.parse(process.env.GLOBAL_ERROR_MESSAGES ?? '{"languages":[],"phone":"","telHref":""}') as {
  /** Every language, the default one first. */
  languages: { code: string; dir: 'ltr' | 'rtl'; home: string; texts: ErrorTexts }[];
  phone: string;
  telHref: string;
};

/** The language of a path: its first segment when that is a language's prefix, else the default one. */
function languageOfPath(pathname: string): string | undefined {
  const segment = pathname.split('/')[1];
  return messages.languages.slice(1).find(({ code }) => code === segment)?.code ?? messages.languages[0]?.code;
}

interface GlobalErrorProps {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

/**
 * When the root layout itself fails there is no language context: this screen renders its own
 * document and speaks every language, the page's own first (read from the address in the browser;
 * the default language in the server's HTML, which hydration then corrects).
 */
export default function GlobalError({ error, retry, reset }: GlobalErrorProps) {
  const chunkFailed = isChunkLoadError(error);
  // The address does not change while this screen shows: nothing to subscribe to.
  const first = useSyncExternalStore(
    () => () => {},
    () => languageOfPath(window.location.pathname),
    () => messages.languages[0]?.code,
  );

  // No log of its own: Next writes what this boundary catches to the console (its onCaughtError), and
  // the debug console would be a second copy of its module in every page's scripts (this screen's
  // chunk is loaded beside the layout's, and the bundler duplicates small shared modules).
  useEffect(() => {
    if (chunkFailed) reloadOnceAfterChunkError();
  }, [chunkFailed]);

  const again = () => (chunkFailed ? window.location.reload() : (retry ?? reset)?.());
  const order = [...messages.languages].sort((a, b) => Number(b.code === first) - Number(a.code === first));
  const main = order[0];
  // The number reads left to right inside a right-to-left sentence too.
  const [before = '', after = ''] = (main?.texts.call ?? '').split('{phone}');

  return (
    <html lang={main?.code} dir={main?.dir}>
      <body>
        <main className="container section message-screen" role="alert">
          <title>{order.map(({ texts }) => texts.title).join(' | ')}</title>
          {order.map(({ code, dir, home, texts }, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            const block = (
              <>
                <Heading>{chunkFailed ? texts.chunkTitle : texts.title}</Heading>
                <p className="lead">{chunkFailed ? texts.chunkDescription : texts.description}</p>
                <button type="button" className="button button-primary" onClick={again}>
                  {chunkFailed ? texts.reload : texts.retry}
                </button>
                <a href={home} className="button button-secondary">
                  {texts.home}
                </a>
              </>
            );
            return index === 0 ? (
              <div key={code}>{block}</div>
            ) : (
              <div key={code} lang={code} dir={dir} className="message-screen">
                {block}
              </div>
            );
          })}
          <a href={messages.telHref}>
            {before}
            <bdi dir="ltr">{messages.phone}</bdi>
            {after}
          </a>
        </main>
      </body>
    </html>
  );
}
