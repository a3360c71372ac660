import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/lib/seo/sitemap';

/** With a CMS, new treatments and articles appear within the hour (the webhook is quicker). */
export const revalidate = 3600;

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap();
}
