import { factories } from '@strapi/strapi';
import { deliveryChanges, FILED_BY, parseDeliveryReport, REQUEST } from '../delivery';

interface TokenContext {
  state: { auth?: { credentials?: { name?: unknown } } };
}

/** The core controller's checks, which `create` runs as the core one does. */
interface CoreChecks {
  validateQuery(ctx: unknown): Promise<void>;
  validateInput(data: unknown, ctx: unknown): Promise<void>;
  sanitizeInput(data: unknown, ctx: unknown): Promise<unknown>;
}

/** The API token a call was made with (its name is fixed by the bootstrap, its id changes every start). */
const tokenName = (ctx: TokenContext): string | null => {
  const name = ctx.state.auth?.credentials?.name;
  return typeof name === 'string' && name !== '' ? name : null;
};

/**
 * The core controller, with two changes for the site's outbox (docs/requests.md):
 * - `create` records which token filed the entry and answers with its ids only, so a token that
 *   may create reads nothing back, not even what it wrote;
 * - `updateDelivery` (`PUT /api/requests/:reference/delivery`, ../routes/delivery.ts) takes the
 *   delivery fields of an entry that token filed, keeps only what is news (../delivery.ts), and
 *   answers 204 with no body. It writes through the query engine, beside the document service whose
 *   middleware keeps every other writer (the admin, other tokens) off these fields, and never
 *   touches the staff status.
 */
export default factories.createCoreController(REQUEST, ({ strapi }) => ({
  async create(ctx) {
    const core = this as unknown as CoreChecks;
    await core.validateQuery(ctx);
    const { data } = (ctx.request.body ?? {}) as { data?: unknown };
    if (typeof data !== 'object' || data === null) return ctx.badRequest('Missing "data" payload in the request body');
    await core.validateInput(data, ctx);
    const input = (await core.sanitizeInput(data, ctx)) as Record<string, unknown>;
    const entry = await strapi.documents(REQUEST).create({ data: { ...input, [FILED_BY]: tokenName(ctx) } as never });
    ctx.status = 201;
    ctx.body = { data: { documentId: entry.documentId, reference: entry.reference } };
  },

  async updateDelivery(ctx) {
    const name = tokenName(ctx);
    if (!name) return ctx.forbidden();
    const report = parseDeliveryReport((ctx.request.body as { data?: unknown } | undefined)?.data);
    if ('error' in report) return ctx.badRequest(report.error);
    const { reference } = ctx.params as { reference: string };
    const entry = (await strapi.db.query(REQUEST).findOne({ where: { reference, [FILED_BY]: name } })) as Record<string, unknown> | null;
    if (!entry) return ctx.notFound();
    const changes = deliveryChanges(entry, report.fields);
    if (Object.keys(changes).length > 0) await strapi.db.query(REQUEST).update({ where: { id: entry.id }, data: changes });
    ctx.status = 204;
  },
}));
