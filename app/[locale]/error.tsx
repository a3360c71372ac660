'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/i18n/client';
import { Link } from '@/i18n/link';
import { trackEvent } from '@/lib/analytics';
import { isChunkLoadError, reloadOnceAfterChunkError } from '@/lib/analytics/chunk-reload';
import { clinicPhone, telHref } from '@/lib/config/phone';
import { clientConsole } from '@/lib/debug/console';

interface ErrorProps {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

/** The error screen inside the site's layout, in the page's language. */
export default function LocaleError({ error, retry, reset }: ErrorProps) {
  const t = useTranslations('errors');
  const chunkFailed = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);
  const digest = error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

  useEffect(() => {
    if (chunkFailed && reloadOnceAfterChunkError()) {
      // The reload just started here, outside React: render nothing until the page goes.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows that side effect, cannot be derived in render
      setReloading(true);
      return;
    }
    clientConsole.error(error);
    trackEvent('app_error', { error_type: chunkFailed ? 'chunk_load' : 'render', digest }, { force: true });
  }, [error, chunkFailed, digest]);

  if (reloading) return null;

  return (
    <section className="container section message-screen" role="alert" data-testid="error-screen">
      <h1>{chunkFailed ? t('chunkTitle') : t('title')}</h1>
      <p className="lead">{chunkFailed ? t('chunkDescription') : t('description')}</p>
      {chunkFailed ? (
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => (retry ?? reset)?.()}>
          {t('retry')}
        </button>
      )}
      <Link href="/" className="button button-secondary">
        {t('home')}
      </Link>
      <a href={telHref} data-track="call">
        {t('call', { phone: clinicPhone.display })}
      </a>
      {digest ? <small>{t('reference', { digest })}</small> : null}
    </section>
  );
}
