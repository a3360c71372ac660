import { cache } from 'react';
import { decodeSegment } from './localize';

/**
 * The `[slug]` of a detail route, decoded here and nowhere else: the page, its
 * metadata and its sharing card all read it through this (once per request),
 * and pass the decoded value on.
 */
const decodedSlug = cache((raw: string) => decodeSegment(raw));

export async function pageSlug(params: Promise<{ slug: string }> | { slug: string }): Promise<string> {
  return decodedSlug((await params).slug);
}
