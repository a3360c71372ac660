import { isLocale, type AppPathname } from '@/i18n/routing';
import { detailKindOf, isKnownSlug } from './detail-kinds';
import { missingContentPath } from './known-routes';

/**
 * The not-found page of a detail page whose slug the content does not have, by its internal path
 * (`/tr/treatment/made-up` → `/tr/missing/treatment`); null for a known slug and for any other
 * path. The page cache answers such a page with it when Next asks for it without the proxy
 * (lib/page-cache/missing-details.mjs; offered by instrumentation.ts), as the proxy answers it.
 */
export async function missingDetailPath(internalPath: string): Promise<string | null> {
  const [, locale, ...rest] = internalPath.split('/');
  const slug = rest.pop();
  if (!locale || !isLocale(locale) || !slug) return null;
  // Any string: a path no route of the table has is no detail kind.
  const kind = detailKindOf(`/${rest.join('/')}/[slug]` as AppPathname);
  if (!kind || (await isKnownSlug(kind, locale, slug))) return null;
  return missingContentPath(locale, kind);
}
