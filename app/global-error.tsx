'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceAfterChunkError } from '@/lib/analytics/chunk-reload';
import type { GlobalErrorText } from './global-error-texts';
import type enMessages from '@/messages/en.json';
import './styles/globals.css';

type ErrorTexts = Pick<(typeof enMessages)['errors'], GlobalErrorText>;

/**
 * Both languages' `errors` messages this screen shows and the clinic's phone, inlined by
 * next.config.ts: the message files and the clinic configuration would weigh
 * on every page, as this screen's code is part of every page's scripts.
 */
const messages = JSON.parse(process.env.GLOBAL_ERROR_MESSAGES ?? '{"tr":{},"en":{},"phone":"","telHref":""}') as {
  tr: ErrorTexts;
  en: ErrorTexts;
  phone: string;
  telHref: string;
};

interface GlobalErrorProps {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

/**
 * When the root layout itself fails there is no language context: this screen
 * renders its own document and speaks both languages.
 */
export default function GlobalError({ error, retry, reset }: GlobalErrorProps) {
  const chunkFailed = isChunkLoadError(error);
  const { tr, en } = messages;

  // No log of its own: Next writes what this boundary catches to the console (its onCaughtError), and
  // the debug console would be a second copy of its module in every page's scripts (this screen's
  // chunk is loaded beside the layout's, and the bundler duplicates small shared modules).
  useEffect(() => {
    if (chunkFailed) reloadOnceAfterChunkError();
  }, [chunkFailed]);

  const again = () => (chunkFailed ? window.location.reload() : (retry ?? reset)?.());
  const phone = (text: string) => text.replace('{phone}', messages.phone);

  return (
    <html lang="tr">
      <body>
        <main className="container section message-screen" role="alert">
          <title>{`${tr.title} | ${en.title}`}</title>
          <h1>{chunkFailed ? tr.chunkTitle : tr.title}</h1>
          <p className="lead">{chunkFailed ? tr.chunkDescription : tr.description}</p>
          <button type="button" className="button button-primary" onClick={again}>
            {chunkFailed ? tr.reload : tr.retry}
          </button>
          <a href="/" className="button button-secondary">
            {tr.home}
          </a>
          <div lang="en" className="message-screen">
            <h2>{chunkFailed ? en.chunkTitle : en.title}</h2>
            <p className="lead">{chunkFailed ? en.chunkDescription : en.description}</p>
            <button type="button" className="button button-primary" onClick={again}>
              {chunkFailed ? en.reload : en.retry}
            </button>
            <a href="/en" className="button button-secondary">
              {en.home}
            </a>
          </div>
          <a href={messages.telHref}>{phone(tr.call)}</a>
        </main>
      </body>
    </html>
  );
}
