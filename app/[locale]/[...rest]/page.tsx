import { hasLocale } from 'next-intl';
import { redirect } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/**
 * Unknown paths under /en go to /en, all others to /. The proxy redirects them
 * before any page renders; this page only catches what the proxy's matcher
 * leaves out (paths with a dot, such as `/x.y`).
 */
export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale } = await params;
  return redirect({ href: '/', locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale });
}
