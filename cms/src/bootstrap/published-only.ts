import type { Core } from '@strapi/strapi';

/** Document-service actions that read; the content API's find, findOne and its counts use them. */
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const TESTIMONIAL = 'api::testimonial.testimonial';

interface RouteState {
  method?: string;
  state?: { route?: { info?: { type?: string } } };
}

/** Whether the document call serves a GET of the content API (`/api/…`), not the admin panel or the bootstrap. */
function servesContentApiRead(strapi: Core.Strapi): boolean {
  const request = strapi.requestContext.get() as RouteState | undefined;
  return request?.method === 'GET' && request.state?.route?.info?.type === 'content-api';
}

/**
 * What the content API may hand out, decided in the CMS whatever the request asks (issue 33):
 * only published entries (a `?status=draft` is overruled), and of the testimonials, which carry a
 * patient's name beside a treatment, only those switched on. The site's own query asks the same;
 * this makes it hold for every token. The admin panel and the bootstrap are not content-API
 * requests and still see drafts and withdrawn testimonials.
 */
export function keepContentApiPublished(strapi: Core.Strapi): void {
  strapi.documents.use((context, next) => {
    if (!context.uid.startsWith('api::') || !READS.has(context.action) || !servesContentApiRead(strapi)) return next();
    const params: Record<string, unknown> = { ...(context.params as Record<string, unknown>), status: 'published' };
    if (context.uid === TESTIMONIAL) {
      params.filters = params.filters ? { $and: [params.filters, { enabled: true }] } : { enabled: true };
    }
    context.params = params as typeof context.params;
    return next();
  });
}
