import type { Core } from '@strapi/strapi';
import { DELIVERY_FIELDS, FILED_BY, REQUEST } from '../api/request/delivery';
import { ensureFixedApiToken } from './api-tokens';

/** The site's token for requests; `updateDelivery` finds the entries it filed by this name. */
export const REQUEST_TOKEN_NAME = 'site (requests, create-only)';
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The clinic's request inbox (docs/requests.md): the site's outbox files each patient request
 * here with a token of its own, `REQUEST_API_TOKEN`, which may create requests and report the
 * delivery of those it filed (`updateDelivery`, ../api/request/controllers/request.ts) and do
 * nothing else: it cannot read one back, change or delete one, and neither the public role nor
 * the site's read token (`SITE_CONTENT_TYPES` leaves this type out) can read them. Staff read them
 * and set their status in the admin panel.
 */
export async function ensureRequestApiToken(strapi: Core.Strapi): Promise<void> {
  const made = await ensureFixedApiToken(strapi, {
    name: REQUEST_TOKEN_NAME,
    description: "The site files patients' requests and reports their e-mails' delivery (REQUEST_API_TOKEN); it can read none back",
    value: process.env.REQUEST_API_TOKEN,
    permissions: [`${REQUEST}.create`, `${REQUEST}.updateDelivery`],
  });
  if (!made) strapi.log.info('[requests] REQUEST_API_TOKEN is not set: the site cannot file requests in the CMS');
}

/**
 * The delivery fields belong to the site's outbox, which writes them when it files an entry and
 * through `updateDelivery` afterwards (the query engine, not the document service): any other
 * update (a staff member saving an entry in the admin with the status the form was opened with, a
 * content-API token) leaves them, and the filing token, as they are.
 */
export function keepDeliveryFieldsToOutbox(strapi: Core.Strapi): void {
  strapi.documents.use((context, next) => {
    if (context.uid !== REQUEST || context.action !== 'update') return next();
    const params = context.params as { data?: Record<string, unknown> };
    if (params.data) {
      const data = { ...params.data };
      for (const field of [...DELIVERY_FIELDS, FILED_BY]) delete data[field];
      context.params = { ...params, data } as typeof context.params;
    }
    return next();
  });
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
