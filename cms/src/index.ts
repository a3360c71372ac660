import type { Core } from '@strapi/strapi';
import { ensureE2eApiToken } from './bootstrap/e2e-token';
import { ensureLocales } from './bootstrap/locales';
import { closePublicRole, ensureSiteApiToken } from './bootstrap/permissions';
import { keepContentApiPublished } from './bootstrap/published-only';
import { seedFromSiteContent } from './bootstrap/seed';
import { configureRequestAdmin } from './bootstrap/request-admin';
import { ensureRequestApiToken, keepDeliveryFieldsToOutbox, scheduleRequestPurge } from './bootstrap/requests';
import { registerRevalidateWebhook } from './bootstrap/webhook';

export default {
  /** Document-service middlewares belong in register, before any request. */
  register({ strapi }: { strapi: Core.Strapi }) {
    keepContentApiPublished(strapi);
    keepDeliveryFieldsToOutbox(strapi);
  },

  /**
   * Every start: Turkish default locale, no anonymous access, the site's
   * read-only token and its token for requests, the seed on first start, the
   * site's revalidation webhook from the environment, the admin's view of the
   * requests and their retention purge. The seed runs before the webhook is registered
   * so it does not call the site for each of its entries.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await closePublicRole(strapi);
    await ensureSiteApiToken(strapi);
    await ensureRequestApiToken(strapi);
    await seedFromSiteContent(strapi);
    await registerRevalidateWebhook(strapi);
    await ensureE2eApiToken(strapi);
    await configureRequestAdmin(strapi);
    scheduleRequestPurge(strapi);
  },
};
