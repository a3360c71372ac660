'use client';

// A client component: it reads the locale from the layout's provider, so the
// route stays static (a server component would read request headers).

import { useTranslations } from '@/i18n/client';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export default function LocaleNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundMessage title={t('title')} description={t('description')} backHref="/" backLabel={t('home')} />;
}
