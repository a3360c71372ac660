import { hasLocale } from 'next-intl';
import { redirect } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/**
 * Unknown paths under /en go to /en, all others to /. The proxy answers every
 * path no page owns before anything renders (proxy.ts); this page is only the
 * fallback for a path the proxy's matcher leaves out that no file answers.
 */
export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale } = await params;
  return redirect({ href: '/', locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale });
}
