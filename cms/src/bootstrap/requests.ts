import type { Core } from '@strapi/strapi';
import { ensureFixedApiToken } from './api-tokens';

const REQUEST = 'api::request.request';
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The clinic's request inbox (docs/requests.md): the site's outbox files each patient request
 * here with a token of its own, `REQUEST_API_TOKEN`, which may create requests and do nothing
 * else: it cannot read one back, and neither the public role nor the site's read token
 * (`SITE_CONTENT_TYPES` leaves this type out) can. Staff read them and set their status in the
 * admin panel.
 */
export async function ensureRequestApiToken(strapi: Core.Strapi): Promise<void> {
  const made = await ensureFixedApiToken(strapi, {
    name: 'site (requests, create-only)',
    description: "The site files patients' requests (REQUEST_API_TOKEN); it can read none back",
    value: process.env.REQUEST_API_TOKEN,
    permissions: [`${REQUEST}.create`],
  });
  if (!made) strapi.log.info('[requests] REQUEST_API_TOKEN is not set: the site cannot file requests in the CMS');
}

/** Deletes the requests received more than REQUEST_RETENTION_DAYS (default 180) ago, with a log line per purge. */
export async function purgeOldRequests(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const parsed = Number.parseInt(process.env.REQUEST_RETENTION_DAYS ?? '', 10);
  const days = Number.isFinite(parsed) && parsed > 0 ? parsed : 180;
  const before = new Date(now - days * DAY_MS).toISOString();
  const { count } = await strapi.db.query(REQUEST).deleteMany({ where: { receivedAt: { $lt: before } } });
  if (count > 0) strapi.log.info(`[requests] purged ${count} request(s) received before ${before} (REQUEST_RETENTION_DAYS=${days})`);
  return count;
}

/** The retention purge: at start, then every hour while Strapi runs. */
export function scheduleRequestPurge(strapi: Core.Strapi): void {
  const run = () => purgeOldRequests(strapi).catch((error: Error) => strapi.log.error(`[requests] the purge failed: ${error.message}`));
  void run();
  setInterval(run, PURGE_EVERY_MS).unref();
}
