import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { fontVariables } from '@/app/fonts';
import { writtenInArabicScript } from '@/app/fonts/arabic';
import { AnalyticsRoot } from '@/components/analytics/AnalyticsRoot';
import { ArabicFont } from '@/components/layout/ArabicFont';
// The cookie notice's code loads when it opens; its styles are in every page's CSS from the start.
import '@/components/consent/CookieNotice.module.css';
import { ConsentPendingScript } from '@/components/consent/ConsentPendingScript';
import { FloatingContact } from '@/components/layout/FloatingContact';
import { KeepPagesOnDevice } from '@/components/layout/KeepPagesOnDevice';
import { LanguageAlternatesProvider } from '@/components/layout/LanguageAlternates';
import { PageStylesheets } from '@/components/layout/PageStylesheets';
import { RevealOnScroll } from '@/components/layout/RevealOnScroll';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { ClientIntlProvider } from '@/i18n/client';
import { LAYOUT_MESSAGE_PATHS, pickMessages } from '@/i18n/client-messages';
import { language, routing } from '@/i18n/routing';
import { siteMetadata } from '@/lib/seo/metadata';
import { clinicStructuredData } from '@/lib/seo/page-structured-data';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return siteMetadata(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  // Only paths the proxy does not see get here (/api/…, /_next/…, files): a 404 is right for them.
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    // The cookie notice's first line marks the root before hydration (ConsentPendingScript).
    <html lang={locale} dir={language(locale).dir} className={fontVariables} suppressHydrationWarning>
      <body>
        <ConsentPendingScript />
        {writtenInArabicScript(locale) ? <ArabicFont /> : null}
        <JsonLd data={await clinicStructuredData(locale)} />
        <ClientIntlProvider locale={locale} messages={pickMessages(await getMessages({ locale }), LAYOUT_MESSAGE_PATHS)}>
          <LanguageAlternatesProvider>
            <SkipLink />
            <SiteHeader locale={locale} />
            <main id="main-content" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter locale={locale} />
            <FloatingContact />
            <ScrollToTop />
            <KeepPagesOnDevice />
            <RevealOnScroll />
            <PageStylesheets />
            <AnalyticsRoot />
          </LanguageAlternatesProvider>
        </ClientIntlProvider>
      </body>
    </html>
  );
}
