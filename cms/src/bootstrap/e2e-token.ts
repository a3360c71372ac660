import type { Core } from '@strapi/strapi';
import { ensureFixedApiToken } from './api-tokens';

const WRITABLE = ['api::treatment.treatment', 'api::doctor.doctor', 'api::faq.faq'];
const PERMISSIONS = [
  ...WRITABLE.flatMap((uid) => ['find', 'findOne', 'update'].map((action) => `${uid}.${action}`)),
  // e2e/cms/private.spec.ts adds a withdrawn and a draft testimonial, and removes them.
  ...['create', 'delete'].map((action) => `api::testimonial.testimonial.${action}`),
];

/**
 * For the end-to-end tests only (`scripts/test-cms.sh`): with
 * `CMS_E2E_API_TOKEN` set, a content-API token of exactly that value may read
 * and update treatments, doctors and FAQ entries, and add and remove
 * testimonials. Without the variable nothing happens, and a token left from an
 * earlier test run is removed.
 */
export async function ensureE2eApiToken(strapi: Core.Strapi): Promise<void> {
  await ensureFixedApiToken(strapi, {
    name: 'e2e',
    description: 'End-to-end tests (scripts/test-cms.sh)',
    value: process.env.CMS_E2E_API_TOKEN,
    permissions: PERMISSIONS,
  });
}
