import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/ui/PageBanner';
import { Link } from '@/i18n/link';
import { language, type Locale } from '@/i18n/routing';
import { clinicName, siteConfig, telHref } from '@/lib/config/site';
import { clinicAddressLine } from '@/components/contact/clinic-address';
import styles from './LegalDocument.module.css';
import { PHONE_MARK, PhoneNumber, withPhoneNumber } from '@/components/ui/PhoneNumber';

/** When the terms were last reviewed; change it with the texts. The privacy notice's date is the clinic's (siteConfig.privacyUpdated). */
export const LEGAL_LAST_UPDATED = '2026-11-21';

type Section = Record<string, string | Record<string, string>>;

/**
 * Renders a legal text from its messages: `sections.<id>.heading` becomes an h2,
 * `p…` keys paragraphs and a `list` object a bulleted list, in message order.
 * Every string may use {clinic}, {email}, {address}, {phone} and the data controller's
 * {legalName}, {legalAddress} and {legalRegistry}.
 */
export async function LegalDocument({ locale, namespace }: { locale: Locale; namespace: 'privacy' | 'terms' }) {
  const t = await getTranslations({ locale, namespace });
  const values = {
    clinic: clinicName(locale),
    email: siteConfig.email,
    address: clinicAddressLine(),
    // Put back as a PhoneNumber, left to right inside a right-to-left sentence too.
    phone: PHONE_MARK,
    legalName: siteConfig.legalEntity.name,
    legalAddress: siteConfig.legalEntity.address,
    legalRegistry: siteConfig.legalEntity.registry,
    retentionDays: siteConfig.requestRetentionDays,
  };
  const sections = t.raw('sections') as Record<string, Section>;
  const updated = new Intl.DateTimeFormat(language(locale).intlLocale, { dateStyle: 'long' }).format(
    new Date(`${namespace === 'privacy' ? siteConfig.privacyUpdated : LEGAL_LAST_UPDATED}T12:00:00Z`),
  );

  return (
    <>
      <PageBanner id={`${namespace}-title`} eyebrow={t('eyebrow')} title={t('title')} intro={withPhoneNumber(t('intro', values))} />
      <div className="section">
        <article className={`container ${styles.document}`} aria-labelledby={`${namespace}-title`}>
          <p className={styles.updated}>{t('updated', { date: updated })}</p>
          {Object.entries(sections).map(([id, section], index) => (
            <section key={id} className={styles.section} aria-labelledby={`${namespace}-${id}`}>
              <h2 id={`${namespace}-${id}`} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {withPhoneNumber(t(`sections.${id}.heading`, values))}
              </h2>
              {Object.entries(section).map(([key, value]) => {
                if (key === 'heading') return null;
                if (typeof value === 'object') {
                  return (
                    <ul key={key} className={styles.list}>
                      {Object.keys(value).map((item) => (
                        <li key={item}>{withPhoneNumber(t(`sections.${id}.${key}.${item}`, values))}</li>
                      ))}
                    </ul>
                  );
                }
                return <p key={key}>{withPhoneNumber(t(`sections.${id}.${key}`, values))}</p>;
              })}
            </section>
          ))}
          <aside className={styles.contact} aria-label={t('contactLabel')}>
            <p>
              {t('contactText')} <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> ·{' '}
              <a href={telHref}>
                <PhoneNumber />
              </a>
            </p>
            <p>
              <Link href={namespace === 'privacy' ? '/terms' : '/privacy'}>{t('related')}</Link>
            </p>
          </aside>
        </article>
      </div>
    </>
  );
}
