import { useTranslations } from 'next-intl';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export default function TreatmentNotFound() {
  const t = useTranslations('treatment');
  return <NotFoundMessage title={t('notFound')} backHref="/treatments" backLabel={t('backToList')} />;
}
