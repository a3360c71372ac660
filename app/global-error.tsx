'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { localizeHref, splitVisiblePath } from '@/i18n/localize';
import { DEFAULT_LOCALE, language, languageConfig, type Locale } from '@/i18n/locales';
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
const messages = JSON.parse(process.env.GLOBAL_ERROR_MESSAGES ?? '{"languages":{},"phone":"","telHref":""}') as {
  languages: Record<Locale, ErrorTexts>;
  phone: string;
  telHref: string;
};

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
    () => splitVisiblePath(window.location.pathname).locale,
    () => DEFAULT_LOCALE,
  );

  // No log of its own: Next writes what this boundary catches to the console (its onCaughtError), and
  // the debug console would be a second copy of its module in every page's scripts (this screen's
  // chunk is loaded beside the layout's, and the bundler duplicates small shared modules).
  useEffect(() => {
    if (chunkFailed) reloadOnceAfterChunkError();
  }, [chunkFailed]);

  const again = () => (chunkFailed ? window.location.reload() : (retry ?? reset)?.());
  const order = [first, ...languageConfig.languages.map(({ code }) => code).filter((code) => code !== first)];
  const texts = (code: Locale) => messages.languages[code];
  const main = texts(first);
  // The number reads left to right inside a right-to-left sentence too.
  const [before = '', after = ''] = (main?.call ?? '').split('{phone}');

  return (
    <html lang={first} dir={language(first).dir}>
      <body>
        <main className="container section message-screen" role="alert">
          <title>{order.map((code) => texts(code)?.title).join(' | ')}</title>
          {order.map((code, index) => {
            const own = texts(code);
            if (!own) return null;
            const Heading = index === 0 ? 'h1' : 'h2';
            const block = (
              <>
                <Heading>{chunkFailed ? own.chunkTitle : own.title}</Heading>
                <p className="lead">{chunkFailed ? own.chunkDescription : own.description}</p>
                <button type="button" className="button button-primary" onClick={again}>
                  {chunkFailed ? own.reload : own.retry}
                </button>
                <a href={localizeHref('/', code)} className="button button-secondary">
                  {own.home}
                </a>
              </>
            );
            return index === 0 ? (
              <div key={code}>{block}</div>
            ) : (
              <div key={code} lang={code} dir={language(code).dir} className="message-screen">
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
