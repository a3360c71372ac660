import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import {
  ALL_CATEGORIES,
  DEFAULT_TREATMENT_CATEGORY,
  getTreatmentCategories,
  getTreatments,
  orderTreatmentCategories,
} from '@/lib/content';

export async function TreatmentsView({ locale, category }: { locale: Locale; category?: string }) {
  const t = await getTranslations({ locale, namespace: 'treatments' });
  const active = category ?? DEFAULT_TREATMENT_CATEGORY;
  const [treatments, categories] = await Promise.all([
    getTreatments(locale).catch(() => null),
    getTreatmentCategories().then(orderTreatmentCategories).catch(() => []),
  ]);
  const shown = treatments?.filter((treatment) => active === ALL_CATEGORIES || treatment.categorySlug === active) ?? [];
  return (
    <section className="container section">
      <h1>{t('title')}</h1>
      <nav aria-label={t('categories')}>
        <ul>
          <li>
            <Link href={{ pathname: '/treatments', query: { category: ALL_CATEGORIES } }}>{t('all')}</Link>
          </li>
          {categories.map((item) => (
            <li key={item.id}>
              <Link href={{ pathname: '/treatments', query: { category: item.slug } }} aria-current={item.slug === active ? 'true' : undefined}>
                {locale === 'en' ? item.nameEn : item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {treatments === null ? <p role="alert">{t('error')}</p> : null}
      {treatments !== null && shown.length === 0 ? <p>{t('empty')}</p> : null}
      <ul>
        {shown.map((treatment) => (
          <li key={treatment.id}>
            <Link href={{ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }}>{treatment.title}</Link>
            <p>{treatment.shortDesc}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
