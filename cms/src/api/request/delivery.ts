/**
 * What a request entry says about its e-mails, and the one way it changes: the site's outbox tells
 * the CMS each time the clinic's e-mail or the patient's confirmation is delivered or fails an
 * attempt (`PUT /api/requests/:reference/delivery`, ../controllers/request.ts). Nothing else writes
 * these fields (../../../bootstrap/requests.ts keeps the admin and every other token off them).
 */

export const REQUEST = 'api::request.request';

/** waiting: not tried yet (or no e-mail key on the site); retrying: the last attempt failed, the site tries again; none: not sent (spam, or no address). */
export const DELIVERY_STATES = ['waiting', 'retrying', 'delivered', 'none'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Each e-mail's status field and the time of its last attempt. */
export const TRACKS = [
  { status: 'deliveryStatus', at: 'deliveryAttemptAt' },
  { status: 'confirmationStatus', at: 'confirmationAttemptAt' },
] as const;
export const DELIVERY_FIELDS: readonly string[] = TRACKS.flatMap(({ status, at }) => [status, at]);

/** Which API token filed an entry: only that token may report its delivery (a private field, never in an API answer). */
export const FILED_BY = 'filedBy';

type Fields = Record<string, unknown>;

const isState = (value: unknown): value is DeliveryState => DELIVERY_STATES.includes(value as DeliveryState);
const isTime = (value: unknown) => value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

/** The delivery fields of a report, or the reason it is refused: only these fields, known states, ISO times. */
export function parseDeliveryReport(data: unknown): { fields: Fields } | { error: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { error: 'Missing "data" object in the request body' };
  const unknown = Object.keys(data).filter((key) => !DELIVERY_FIELDS.includes(key));
  if (unknown.length > 0) return { error: `Only the delivery fields can be reported, not: ${unknown.join(', ')}` };
  const fields = data as Fields;
  for (const { status, at } of TRACKS) {
    if (status in fields && !isState(fields[status])) return { error: `${status} must be one of ${DELIVERY_STATES.join(', ')}` };
    if (at in fields && !isTime(fields[at])) return { error: `${at} must be an ISO 8601 time or null` };
  }
  return { fields };
}

/** delivered and none are final; retrying follows waiting. */
const RANK: Record<DeliveryState, number> = { waiting: 0, retrying: 1, delivered: 2, none: 2 };
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) || 0 : 0);

/**
 * What of a report is news to the entry: for each e-mail, a later state, or the same state at a
 * later attempt. A report that arrives late (after a newer one) or twice changes nothing, and a
 * delivered e-mail stays delivered.
 */
export function deliveryChanges(entry: Fields, report: Fields): Fields {
  const changes: Fields = {};
  for (const { status, at } of TRACKS) {
    const incoming = report[status];
    if (!isState(incoming)) continue;
    const current = isState(entry[status]) ? (entry[status] as DeliveryState) : 'waiting';
    const later =
      RANK[incoming] > RANK[current] || (RANK[incoming] === RANK[current] && RANK[current] < 2 && time(report[at]) > time(entry[at]));
    if (!later) continue;
    changes[status] = incoming;
    if (at in report) changes[at] = report[at];
  }
  return changes;
}
