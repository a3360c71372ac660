import { handleRelayRequest } from '@/lib/forms/relay';

/**
 * The server-side e-mail relay (lib/forms/relay.ts, docs/security.md): answers 404 unless the
 * build has NEXT_PUBLIC_EMAIL_RELAY=1 and the server has EMAILJS_PRIVATE_KEY. POST only: Next
 * answers other methods with 405.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRelayRequest(request);
}
