import type { Core } from '@strapi/strapi';

export const WEBHOOK_NAME = 'Site revalidation';
export const WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

/**
 * Registers (or updates) the webhook that tells the site which content
 * changed, from `SITE_REVALIDATE_URL` and `REVALIDATE_SECRET`. Idempotent: one
 * webhook of this name, whatever the number of starts.
 */
export async function registerRevalidateWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.SITE_REVALIDATE_URL?.trim();
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!url || !secret) {
    strapi.log.info('[revalidate] SITE_REVALIDATE_URL or REVALIDATE_SECRET is not set: the site is not notified of changes');
    return;
  }

  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const data = { name: WEBHOOK_NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: WEBHOOK_EVENTS };

  const existing = ((await store.findWebhooks()) as Webhook[]).filter((webhook) => webhook.name === WEBHOOK_NAME);
  const [current, ...duplicates] = existing;
  for (const duplicate of duplicates) {
    await store.deleteWebhook(duplicate.id);
    runner.remove(duplicate);
  }

  if (current) {
    const updated = (await store.updateWebhook(current.id, { ...data, isEnabled: true })) as Webhook | null;
    if (updated) runner.update(updated);
  } else {
    runner.add((await store.createWebhook(data)) as Webhook);
  }
  strapi.log.info(`[revalidate] content changes are sent to ${url}`);
}
