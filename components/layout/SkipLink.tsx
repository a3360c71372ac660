import { useTranslations } from 'next-intl';

export function SkipLink() {
  const t = useTranslations('nav');
  return (
    <a className="skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}
