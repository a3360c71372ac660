import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';
import { pageLocale } from '@/i18n/page-locale';
import { routing, type AppPathname } from '@/i18n/routing';
import type { MissingKind } from '@/lib/routing/known-routes';

/**
 * The not-found page of a treatment, an article or a dentist, served by the proxy with
 * status 404 for unknown slugs (see lib/routing/missing-content.ts; the kinds are listed in lib/routing/known-routes.ts).
 */
const KINDS = {
  treatment: { namespace: 'treatment', back: '/treatments', backKey: 'backToList' },
  article: { namespace: 'article', back: '/blogs', backKey: 'backToBlogs' },
  dentist: { namespace: 'dentist', back: '/about', backKey: 'backToTeam' },
} as const satisfies Record<MissingKind, { namespace: string; back: AppPathname; backKey: string }>;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => Object.keys(KINDS).map((kind) => ({ locale, kind })));
}

export const dynamicParams = false;

/** The tab says what is missing, as the page does; search engines leave it out. */
export async function generateMetadata({ params }: PageProps<'/[locale]/missing/[kind]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { kind } = await params;
  if (!(kind in KINDS)) return { robots: { index: false } };
  const t = await getTranslations({ locale, namespace: KINDS[kind as keyof typeof KINDS].namespace });
  return { title: t('notFound'), robots: { index: false } };
}

export default async function MissingContentPage({ params }: PageProps<'/[locale]/missing/[kind]'>) {
  const locale = await pageLocale(params);
  const { kind } = await params;
  if (!(kind in KINDS)) notFound();
  const { namespace, back, backKey } = KINDS[kind as keyof typeof KINDS];
  const t = await getTranslations({ locale, namespace });
  return <NotFoundMessage title={t('notFound')} backHref={back} backLabel={t(backKey)} />;
}
