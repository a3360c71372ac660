import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { jakarta, jakartaExtended } from '@/app/fonts';
import { FloatingContact } from '@/components/layout/FloatingContact';
import { LanguageAlternatesProvider } from '@/components/layout/LanguageAlternates';
import { RevealOnScroll } from '@/components/layout/RevealOnScroll';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink';
import { routing } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
};

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale} className={`${jakarta.variable} ${jakartaExtended.variable}`}>
      <body>
        <NextIntlClientProvider>
          <LanguageAlternatesProvider>
            <SkipLink />
            <SiteHeader locale={locale} />
            <main id="main-content" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter locale={locale} />
            <FloatingContact />
            <ScrollToTop />
            <RevealOnScroll />
          </LanguageAlternatesProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
