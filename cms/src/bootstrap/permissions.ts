import type { Core } from '@strapi/strapi';

/** The content types the site reads anonymously (find and findOne); everything else stays closed. */
export const PUBLIC_CONTENT_TYPES = [
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

export async function grantPublicRead(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');

  const wanted = PUBLIC_CONTENT_TYPES.flatMap((uid) => READ_ACTIONS.map((action) => `${uid}.${action}`));
  const existing: { id: number; action: string }[] = await strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });

  const granted = new Set(existing.map((permission) => permission.action));
  for (const action of wanted) {
    if (!granted.has(action)) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }

  // Nothing else is public: the site has no visitor accounts (users-permissions grants sign-up and
  // sign-in by default), and writing content stays with the admin panel and API tokens.
  const stray = existing.filter((permission) => !wanted.includes(permission.action));
  for (const permission of stray) {
    await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
  }
}
