import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';
import { contentTags } from '@/lib/content/cache-tags';
import { markContentChanged } from '@/lib/routing/content-generation';

/**
 * Strapi's webhook (registered by the CMS's bootstrap, see cms/src/bootstrap/webhook.ts):
 * `POST {event, model, uid, entry}` with `Authorization: Bearer <REVALIDATE_SECRET>`
 * (or `x-revalidate-secret`). Expires the cache tags of the changed model and
 * the rendered pages, so the next visit shows the new content, and makes the
 * proxy read its lists of slugs and categories again (in every process serving
 * this build), so a slug published a moment ago answers 200 and an unpublished
 * one 404s.
 */

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

function tagsForModel(model: unknown, locale?: unknown): string[] {
  switch (model) {
    case 'treatment':
      return [contentTags.treatments];
    case 'treatment-category':
      return [contentTags.treatmentCategories, contentTags.treatments];
    case 'article':
      return [contentTags.articles, ...(isLocale(locale) ? [locale] : routing.locales).map((code) => contentTags.articlesIn(code))];
    case 'category':
      return [contentTags.articleCategories, contentTags.articles];
    case 'doctor':
      return [contentTags.doctors];
    case 'faq':
      return [contentTags.faqs];
    case 'testimonial':
      return [contentTags.testimonials];
    case 'gallery-image':
      return [contentTags.galleryImages];
    default:
      return [];
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison (hashing first makes the lengths equal). */
function hasValidSecret(request: Request): boolean {
  const expected = process.env.REVALIDATE_SECRET?.trim();
  if (!expected) return false;
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = (bearer ?? request.headers.get('x-revalidate-secret') ?? '').trim();
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

export async function POST(request: Request) {
  if (!hasValidSecret(request)) {
    return NextResponse.json({ revalidated: false, error: 'Unauthorized' }, { status: 401 });
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ revalidated: false, error: 'The body must be JSON' }, { status: 400 });
  }

  const payload = (typeof body === 'object' && body !== null ? body : {}) as { model?: unknown; entry?: { locale?: unknown } };
  const tags = tagsForModel(payload.model, payload.entry?.locale);
  if (tags.length === 0) return NextResponse.json({ revalidated: false, tags });

  // Expire now rather than serve stale once: an editor expects to see the change on the next visit.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  revalidatePath('/', 'layout');
  markContentChanged();
  return NextResponse.json({ revalidated: true, tags });
}
