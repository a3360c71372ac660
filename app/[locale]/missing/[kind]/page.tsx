import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { DETAIL_KIND_NAMES, DETAIL_KINDS, type DetailKind } from '@/lib/routing/detail-kinds';

/**
 * The not-found page of each kind of detail page (a treatment, an article, a dentist),
 * served by the proxy with status 404 for unknown slugs (proxy.ts; the kinds and
 * their texts are listed in lib/routing/detail-kinds.ts).
 */
const isKind = (kind: string): kind is DetailKind => (DETAIL_KIND_NAMES as string[]).includes(kind);

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => DETAIL_KIND_NAMES.map((kind) => ({ locale, kind })));
}

export const dynamicParams = false;

/** The tab says what is missing, as the page does; search engines leave it out. */
export async function generateMetadata({ params }: PageProps<'/[locale]/missing/[kind]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { kind } = await params;
  if (!isKind(kind)) return { robots: { index: false } };
  const t = await getTranslations({ locale, namespace: DETAIL_KINDS[kind].notFound.namespace });
  return { title: t('notFound'), robots: { index: false } };
}

export default async function MissingContentPage({ params }: PageProps<'/[locale]/missing/[kind]'>) {
  const locale = await pageLocale(params);
  const { kind } = await params;
  if (!isKind(kind)) notFound();
  const { namespace, back, backKey } = DETAIL_KINDS[kind].notFound;
  const t = await getTranslations({ locale, namespace });
  return <NotFoundMessage title={t('notFound')} backHref={back} backLabel={t(backKey)} />;
}
