import { useTranslations } from 'next-intl';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export default function ArticleNotFound() {
  const t = useTranslations('article');
  return <NotFoundMessage title={t('notFound')} backHref="/blogs" backLabel={t('backToBlogs')} />;
}
