import type { Core } from '@strapi/strapi';

const TOKEN_NAME = 'e2e';
const WRITABLE = ['api::treatment.treatment', 'api::doctor.doctor', 'api::faq.faq'];
/** Published and removed again by the publish round trip of e2e/cms/revalidate.spec.ts. */
const CREATABLE = ['api::treatment.treatment', 'api::article.article'];
const PERMISSIONS = [
  ...WRITABLE.flatMap((uid) => ['find', 'findOne', 'update'].map((action) => `${uid}.${action}`)),
  ...CREATABLE.flatMap((uid) => ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `${uid}.${action}`)),
].filter((permission, index, all) => all.indexOf(permission) === index);

/**
 * For the end-to-end tests only (`scripts/test-cms.sh`): with
 * `CMS_E2E_API_TOKEN` set, a content-API token of exactly that value may read
 * and update treatments, doctors and FAQ entries, and create and delete
 * treatments and articles. Without the variable nothing
 * happens, and a token left from an earlier test run is removed.
 */
export async function ensureE2eApiToken(strapi: Core.Strapi): Promise<void> {
  const value = process.env.CMS_E2E_API_TOKEN?.trim();
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name: TOKEN_NAME } });

  if (!value) {
    if (existing) await tokens.revoke(existing.id);
    return;
  }
  if (value.length < 32) throw new Error('CMS_E2E_API_TOKEN must be at least 32 characters long');

  // Made again on every start, so a token from an earlier run gets today's permissions.
  if (existing) await tokens.revoke(existing.id);
  const token = await tokens.create({
    name: TOKEN_NAME,
    description: 'End-to-end tests (scripts/test-cms.sh)',
    type: 'custom',
    lifespan: null,
    permissions: PERMISSIONS,
  });
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(value), encryptedKey: strapi.service('admin::encryption').encrypt(value) },
  });
}
