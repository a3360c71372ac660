import { hasLocale } from 'next-intl';
import { redirect } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/** Improvement 8: unknown paths under /en go to /en, all others to /. */
export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale } = await params;
  return redirect({ href: '/', locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale });
}
