import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { languageConfig } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';
import { clinicName } from '@/lib/config/site';
import { FlagIcon } from './icons/FlagIcon';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { LogoMark } from './LogoMark';
import styles from './SiteHeader.module.css';

const NAV_ITEMS = [
  { href: '/', key: 'home' },
  { href: '/treatments', key: 'treatments' },
  { href: '/about', key: 'about' },
  { href: '/singleservice', key: 'services' },
  { href: '/blogs', key: 'blogs' },
] as const;

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tLanguage = await getTranslations({ locale, namespace: 'language' });
  const clinic = clinicName(locale);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={t('homeLink', { clinic })}>
          <LogoMark />
          <span className={styles.brandName}>{clinic}</span>
        </Link>

        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('label')} className={styles.nav}>
            <ul className={styles.links}>
              {NAV_ITEMS.map((item) => (
                <li key={item.key}>
                  <NavLink href={item.href} className={styles.link}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageMenu
              label={tLanguage('label')}
              flags={Object.fromEntries(languageConfig.languages.map(({ code, flag }) => [code, flag ? <FlagIcon symbol={flag} /> : null]))}
            />
            <Link href="/contact" className={`button button-primary ${styles.cta}`} data-track="appointment_button">
              {t('appointment')}
            </Link>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
