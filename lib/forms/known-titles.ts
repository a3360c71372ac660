import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getArticles, getTreatments } from '@/lib/content';

export type CallbackFormId = 'treatment-callback' | 'blog-callback';

/**
 * The titles a call-back may name: the treatments' titles (treatment-callback) or the articles'
 * (blog-callback) in the visitor's language, as the site shows them, from the same content the
 * pages read (the CMS, or the built-in content). The request route accepts only a title from here, so a
 * posted body cannot put text of its own into the e-mail's subject.
 */
export async function siteTitles(formId: CallbackFormId, locale: Locale): Promise<ReadonlySet<string>> {
  if (formId === 'treatment-callback') return new Set((await getTreatments(locale)).map((treatment) => treatment.title.trim()));
  const first = await getArticles(locale, 1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => getArticles(locale, index + 2)));
  return new Set([first, ...rest].flatMap((page) => page.articles.map((article) => article.title.trim())));
}
