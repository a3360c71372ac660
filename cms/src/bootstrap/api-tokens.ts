import type { Core } from '@strapi/strapi';

interface FixedToken {
  name: string;
  description: string;
  /** The token's secret, from the environment; empty removes a token of this name. */
  value: string | undefined;
  /** Content-API actions, e.g. `api::faq.faq.find`. */
  permissions: string[];
}

/**
 * A content-API token with a value chosen outside Strapi (so the site, or a test, can hold it
 * before Strapi starts), made again on every start so that it has today's permissions. Without a
 * value, a token of that name left from an earlier start is removed. Returns whether one exists.
 */
export async function ensureFixedApiToken(strapi: Core.Strapi, { name, description, value, permissions }: FixedToken): Promise<boolean> {
  const secret = value?.trim();
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name } });
  if (existing) await tokens.revoke(existing.id);
  if (!secret) return false;
  if (secret.length < 32) throw new Error(`The "${name}" API token must be at least 32 characters long`);

  const token = await tokens.create({ name, description, type: 'custom', lifespan: null, permissions });
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(secret), encryptedKey: strapi.service('admin::encryption').encrypt(secret) },
  });
  return true;
}
