/** Types of ./store-file.mjs (plain JavaScript so the scripts run it without a TypeScript loader). */
import type Database from 'better-sqlite3';

export const DEFAULT_STORE_PATH: string;
export function storeFile(env: Record<string, string | undefined>, cwd: string): string;
export function openStoreReadOnly(file: string): Promise<Database.Database | null>;
export function storeSummary(file: string): Promise<{ requests: number; waiting: number; oldest: number | null } | null>;
