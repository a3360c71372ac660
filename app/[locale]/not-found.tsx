import { useTranslations } from 'next-intl';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export default function LocaleNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundMessage title={t('title')} description={t('description')} backHref="/" backLabel={t('home')} />;
}
