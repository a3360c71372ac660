import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import styles from './ContentLanguage.module.css';

export { contentLanguage, type LanguageAttributes } from './content-language';

/** The language's name in the page's language ("German", "Almanca"), from CLDR. */
function languageName(locale: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(locale) ?? locale;
}

/**
 * "This page is not yet available in German; you are reading the English version.",
 * in the page's language, above content that has no version in it. Nothing otherwise.
 */
export async function ContentLanguageNotice({ page, shown }: { page: Locale; shown: Locale }) {
  if (shown === page) return null;
  const t = await getTranslations({ locale: page, namespace: 'contentLanguage' });
  return (
    <p className={styles.notice} role="note" data-testid="content-language-notice">
      {t('notice', { wanted: languageName(page, page), shown: languageName(shown, page) })}
    </p>
  );
}
