import type { Core } from '@strapi/strapi';
import { ensureE2eApiToken } from './bootstrap/e2e-token';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicRead } from './bootstrap/permissions';
import { seedFromSiteContent } from './bootstrap/seed';
import { registerRevalidateWebhook } from './bootstrap/webhook';

export default {
  register() {},

  /**
   * Every start: Turkish default locale, public read access, the seed on first
   * start, and the site's revalidation webhook from the environment. The seed
   * runs before the webhook is registered so it does not call the site for
   * each of its entries.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await seedFromSiteContent(strapi);
    await registerRevalidateWebhook(strapi);
    await ensureE2eApiToken(strapi);
  },
};
