/** Types of ./migrate-locales.mjs (plain JavaScript so Node runs it without a TypeScript loader). */

export interface MigratedType {
  type: string;
  english: Record<string, string>;
  required: string[];
  shared: string[];
  media?: string[];
  copied?: string[];
  relations?: Record<string, string>;
}
export const MIGRATED_TYPES: MigratedType[];

export interface ExportedEntry {
  documentId: string;
  english: Record<string, unknown>;
  shared: Record<string, unknown>;
  media: Record<string, number | null>;
  relations: Record<string, string[]>;
}
export interface Exported {
  format: 'osmanaga-cms-english/1';
  exportedAt: string;
  source: string;
  types: Record<string, ExportedEntry[]>;
}
export interface Connection {
  url: string;
  token: string | null | undefined;
  fetch?: typeof fetch;
}
export interface ApplyReport {
  written: Record<string, number>;
  skipped: string[];
}

export function exportEnglish(connection: Connection): Promise<Exported>;
export function applyEnglish(exported: unknown, connection: Connection & { log?: (line: string) => void }): Promise<ApplyReport>;
