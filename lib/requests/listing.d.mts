/** Types of ./listing.mjs (plain JavaScript so `npm run requests` runs it without a TypeScript loader). */
import type Database from 'better-sqlite3';

export interface ListedJob {
  state: string;
  attempts: number;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  doneAt: string | null;
}
export interface ListedRequest {
  reference: string;
  received: string;
  form: string;
  language: string;
  spam: boolean;
  phone: string;
  email: string;
  subject: string;
  message: string;
  page: string;
  deliveries: Record<string, ListedJob>;
}
export interface Waiting {
  waiting: number;
  oldest: number | null;
  lastError: { error: string; at: number | null } | null;
}

export function readRequests(db: Database.Database, options?: { waitingOnly?: boolean; limit?: number }): ListedRequest[];
export function readWaiting(db: Database.Database): Waiting;
export function formatRequests(
  requests: ListedRequest[],
  context: { file: string; waitingOnly: boolean; waiting: Waiting; now: number },
): string;
