import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback by default: a clinic's server puts a reverse proxy in front and sets HOST and PUBLIC_URL.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: { keys: env.array('APP_KEYS', []) },
  // Uploaded media go to <public>/uploads; the CMS end-to-end test points it at a temporary folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // No update check against the npm registry at start-up.
  logger: { updates: { enabled: false } },
});
