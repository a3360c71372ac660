import type { Core } from '@strapi/strapi';
import { ensureFixedApiToken } from './api-tokens';

/** The content types the site reads (find and findOne), with its read-only token only. */
export const SITE_CONTENT_TYPES = [
  'api::treatment.treatment',
  'api::treatment-category.treatment-category',
  'api::article.article',
  'api::category.category',
  'api::doctor.doctor',
  'api::faq.faq',
  'api::testimonial.testimonial',
  'api::gallery-image.gallery-image',
] as const;

const READ_ACTIONS = ['find', 'findOne'] as const;

/**
 * The public role (anyone without a token) may do nothing: no content (testimonials carry a
 * patient's name beside a treatment), no sign-up or sign-in (users-permissions grants those by
 * default; the site has no visitor accounts). Permissions left from an earlier version are removed.
 */
export async function closePublicRole(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: role.id } });
}

/**
 * The site's read-only token, of the value in `CONTENT_API_TOKEN` (written to cms/.env by
 * `npm run cms`, made per run by `npm run test:cms`): find and findOne on the site's types, nothing
 * else. Without the variable the site cannot read the CMS, which the log says.
 */
export async function ensureSiteApiToken(strapi: Core.Strapi): Promise<void> {
  const made = await ensureFixedApiToken(strapi, {
    name: 'site (read-only)',
    description: "The site's reads (CONTENT_API_TOKEN)",
    value: process.env.CONTENT_API_TOKEN,
    permissions: SITE_CONTENT_TYPES.flatMap((uid) => READ_ACTIONS.map((action) => `${uid}.${action}`)),
  });
  if (!made) strapi.log.warn('[site token] CONTENT_API_TOKEN is not set: nothing may read the content API');
}
