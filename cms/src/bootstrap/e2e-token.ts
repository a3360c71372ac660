import type { Core } from '@strapi/strapi';
import { ensureFixedApiToken } from './api-tokens';

const WRITABLE = ['api::treatment.treatment', 'api::doctor.doctor', 'api::faq.faq'];
/** Published and removed again by the publish round trip of e2e/cms/revalidate.spec.ts. */
const CREATABLE = ['api::treatment.treatment', 'api::article.article'];
const PERMISSIONS = [
  ...WRITABLE.flatMap((uid) => ['find', 'findOne', 'update'].map((action) => `${uid}.${action}`)),
  ...CREATABLE.flatMap((uid) => ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `${uid}.${action}`)),
  // e2e/cms/private.spec.ts adds a withdrawn and a draft testimonial, and removes them.
  ...['create', 'delete'].map((action) => `api::testimonial.testimonial.${action}`),
  // e2e/cms/requests.spec.ts reads the requests the site filed and changes a staff status, as staff do in the admin;
  // e2e/cms/private.spec.ts files one of its own, whose delivery the site's token may not report.
  ...['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::request.request.${action}`),
].filter((permission, index, all) => all.indexOf(permission) === index);

/**
 * For the end-to-end tests only (`scripts/test-cms.sh`): with
 * `CMS_E2E_API_TOKEN` set, a content-API token of exactly that value may read
 * and update treatments, doctors and FAQ entries, create and delete treatments
 * and articles, add and remove testimonials, and create, read, update and delete requests. Without the variable nothing
 * happens, and a token left from an earlier test run is removed.
 */
export async function ensureE2eApiToken(strapi: Core.Strapi): Promise<void> {
  await ensureFixedApiToken(strapi, {
    name: 'e2e',
    description: 'End-to-end tests (scripts/test-cms.sh)',
    value: process.env.CMS_E2E_API_TOKEN,
    permissions: PERMISSIONS,
  });
}
