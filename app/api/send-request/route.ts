import { requestsConfig } from '@/lib/requests/config';
import { handleRequest } from '@/lib/requests/intake';
import { requestStore, wakeOutbox } from '@/lib/requests/runtime';

/**
 * Every form's request (lib/requests/intake.ts, docs/requests.md): stored before the answer, then
 * delivered by the outbox. POST only: Next answers other methods with 405.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRequest(request, { config: requestsConfig(), store: requestStore, stored: wakeOutbox });
}
