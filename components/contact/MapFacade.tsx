'use client';

import { ExternalLink } from '@/components/ui/icons/ExternalLink';
import { MapPin } from '@/components/ui/icons/MapPin';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { clinicName, siteConfig } from '@/lib/config/site';
import { trackEvent } from '@/lib/analytics';
import { clinicAddressLine, googleMapsSearchUrl } from './clinic-address';
import styles from './MapFacade.module.css';

/**
 * An illustrated stand-in for the map: Google Maps (and its cookies) loads only
 * when the visitor asks for it. The plain link works without JavaScript.
 */
export function MapFacade() {
  const t = useTranslations('contact.map');
  const locale = useLocale();
  const clinic = clinicName(locale);
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const address = clinicAddressLine();

  useEffect(() => {
    if (active) frameRef.current?.focus();
  }, [active]);

  function showMap() {
    trackEvent('map_show_click', { location: 'map_facade' });
    setActive(true);
  }

  return (
    <div className={styles.map} data-testid="map-facade">
      <div className={styles.canvas}>
        {active ? (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={siteConfig.mapEmbedUrl}
            title={t('frameTitle', { clinic })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            <MapIllustration />
            <div className={styles.card}>
              <MapPin className={styles.pin} aria-hidden="true" />
              <div>
                <p className={styles.clinic}>{clinic}</p>
                <address className={styles.address}>{address}</address>
              </div>
              <button type="button" className="button button-primary" onClick={showMap}>
                {t('show')}
              </button>
              <p className={styles.note}>{t('consentNote')}</p>
            </div>
          </>
        )}
      </div>
      <a className={styles.external} href={googleMapsSearchUrl(clinic)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {t('open')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    </div>
  );
}

/** Streets and the Kadıköy shore, drawn rather than fetched. */
function MapIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 600 420" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect className={styles.land} width="600" height="420" />
      <path className={styles.sea} d="M0 300 C 90 280 150 330 230 318 S 380 360 430 420 L 0 420 Z" />
      <path
        className={styles.park}
        d="M420 40 h120 a16 16 0 0 1 16 16 v70 a16 16 0 0 1 -16 16 h-120 a16 16 0 0 1 -16 -16 v-70 a16 16 0 0 1 16 -16 Z"
      />
      <g className={styles.roadWide}>
        <path d="M-10 150 L 610 110" />
        <path d="M250 -10 C 260 120 300 220 380 430" />
      </g>
      <g className={styles.road}>
        <path d="M-10 60 L 610 30" />
        <path d="M-10 240 L 610 200" />
        <path d="M80 -10 L 130 300" />
        <path d="M470 -10 L 520 430" />
        <path d="M140 190 L 600 330" />
      </g>
    </svg>
  );
}
