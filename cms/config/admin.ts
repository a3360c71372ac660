import type { Core } from '@strapi/strapi';

// Secrets come from the environment or cms/.env (generated on first run by scripts/cms.sh); Strapi refuses to start without them.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The REST API needs no admin build; `npm run cms:admin` sets CMS_ADMIN=1, builds it and serves it at /admin.
  serveAdminPanel: ['1', 'true', 'yes'].includes(env('CMS_ADMIN', '').trim().toLowerCase()),
  auth: { secret: env('ADMIN_JWT_SECRET', '') },
  apiToken: { salt: env('API_TOKEN_SALT', '') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', '') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', '') },
  flags: { nps: false, promoteEE: false },
});
