import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/media/ServerImage';
import { ContentFailure } from '@/components/layout/ContentFailure';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContentLanguageNotice, contentLanguage } from '@/components/ui/ContentLanguage';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { dateBadge } from '@/lib/blog/date-badge';
import type { Article, Doctor, Loaded } from '@/lib/content';
import { DentistBooking } from './DentistBooking';
import detail from '@/components/ui/DetailPage.module.css';
import styles from './DentistProfileView.module.css';

/** A doctor without a photo keeps the portrait's shape (as on the about page). */
const PORTRAIT_PLACEHOLDER = '/images/placeholder.svg';

/** A language's name in the page's language, capitalized as a list item starts ("Türkçe", "English"). */
function languageName(code: string, locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * A dentist's page: who they are (education, the specialty and certificates
 * registered with the Ministry of Health, languages), what they do (treatments),
 * what they wrote or reviewed, and how to book with them. Sections without
 * entries are left out. An unknown slug never gets here (the proxy answers 404),
 * so anything but a loaded doctor is the failure state.
 */
export async function DentistProfileView({
  locale,
  doctor: result,
  articles,
}: {
  locale: Locale;
  doctor: Loaded<Doctor>;
  articles: Loaded<Article[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'dentist' });
  if (result.status !== 'loaded') {
    return <ContentFailure title={t('error')} backHref="/about" backLabel={t('backToTeam')} />;
  }
  const doctor = result.data;
  const written = articles.status === 'loaded' ? articles.data : [];
  // A fallback version (no translation in the page's language) is marked as a whole, never mixed.
  const shownIn = contentLanguage(doctor.locale, locale);
  const lists = [
    { id: 'education', title: t('education'), items: doctor.education, from: shownIn },
    { id: 'specialties', title: t('specialties'), items: doctor.specialties, from: shownIn },
    { id: 'certificates', title: t('certificates'), items: doctor.certificates, from: shownIn },
    // Language names come from the page's language, not from the entry.
    { id: 'languages', title: t('languages'), items: doctor.languages.map((code) => languageName(code, locale)), from: {} },
  ].filter((list) => list.items.length > 0);

  return (
    <>
      <section className={`section-muted ${detail.hero}`}>
        <div className={`container ${detail.heroGrid} ${styles.heroGrid}`}>
          <div className={detail.heroText}>
            <Breadcrumb
              label={t('breadcrumb')}
              items={[
                { href: '/', label: t('home') },
                { href: '/about', label: t('about') },
              ]}
              current={doctor.name}
            />
            <ContentLanguageNotice page={locale} shown={doctor.locale} />
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1 className={styles.name}>{doctor.name}</h1>
            {doctor.title ? (
              <p className={styles.title} data-testid="dentist-title" {...shownIn}>
                {doctor.title}
              </p>
            ) : null}
            {doctor.specialty ? (
              <p className="lead" {...shownIn}>
                {doctor.specialty}
              </p>
            ) : null}
            {doctor.bio ? <p {...shownIn}>{doctor.bio}</p> : null}
          </div>
          <ServerImage
            className={styles.portrait}
            src={doctor.photo?.url ?? PORTRAIT_PLACEHOLDER}
            alt={t('portraitAlt', { name: doctor.name })}
            width={doctor.photo?.width ?? 480}
            height={doctor.photo?.height ?? 560}
            sizes="(min-width: 900px) 320px, 60vw"
            preload
          />
        </div>
      </section>

      <div className={`container ${detail.layout} ${styles.layout}`}>
        <div className={detail.main}>
          {lists.map((list) => (
            <section key={list.id} aria-labelledby={`dentist-${list.id}`} className={styles.section} data-testid={`dentist-${list.id}`}>
              <h2 id={`dentist-${list.id}`} className={styles.sectionTitle}>
                {list.title}
              </h2>
              <ul className={styles.list} {...list.from}>
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          {doctor.treatments.length > 0 ? (
            <section aria-labelledby="dentist-treatments" className={styles.section} data-testid="dentist-treatments">
              <h2 id="dentist-treatments" className={styles.sectionTitle}>
                {t('treatments')}
              </h2>
              <ul className={styles.chips} {...shownIn}>
                {doctor.treatments.map((treatment) => (
                  <li key={treatment.slug}>
                    <Link href={{ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }} className={styles.chip}>
                      {treatment.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {written.length > 0 ? (
            <section aria-labelledby="dentist-articles" className={styles.section} data-testid="dentist-articles">
              <h2 id="dentist-articles" className={styles.sectionTitle}>
                {t('articles')}
              </h2>
              <ul className={styles.articles}>
                {written.map((article) => {
                  const published = dateBadge(article.publishedAt, locale);
                  const roles = [
                    ...(article.author?.documentId === doctor.documentId ? [t('roleAuthor')] : []),
                    ...(article.reviewer?.documentId === doctor.documentId ? [t('roleReviewer')] : []),
                  ];
                  return (
                    <li key={article.documentId}>
                      <Link
                        href={{ pathname: '/blog/[slug]', params: { slug: article.slug } }}
                        className={styles.articleLink}
                        {...contentLanguage(article.locale, locale)}
                      >
                        {article.title}
                      </Link>
                      <span className={styles.articleMeta}>
                        {roles.join(' · ')}
                        {published ? (
                          <>
                            {roles.length > 0 ? ' · ' : null}
                            <time dateTime={published.dateTime}>{published.long}</time>
                          </>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={detail.sidebar} aria-label={t('bookTitle', { name: doctor.name })}>
          <DentistBooking locale={locale} name={doctor.name} />
        </aside>
      </div>
    </>
  );
}
