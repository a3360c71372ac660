/** Types of ./check.mjs (plain JavaScript so Node runs it without a TypeScript loader). */

export type Status = 'fail' | 'warn' | 'confirm' | 'ok';
export type Source = 'default (sample)' | 'environment' | 'CMS' | 'built-in' | 'to confirm';
export interface Item {
  id: string;
  label: string;
  value: string;
  source: Source;
  status: Status;
  note?: string;
}
export interface Report {
  items: Item[];
  failures: number;
  warnings: number;
  ok: boolean;
}
export type Env = Record<string, string | undefined>;
export interface CmsEntries {
  doctors: { name: string; photo: string | null }[];
  testimonials: { name: string | null }[];
  galleryImages: { alt: string | null; image: string | null }[];
  articles: { slug: string | null; videoUrl: string | null }[];
}
export interface Samples {
  team: { names: string[]; images: string[] };
  testimonials: { names: string[] };
  gallery: { images: string[]; alts: string[] };
  articleVideos: string[];
}

export const SHIPPED_DEFAULTS: Readonly<Record<string, string>>;
export const SHIPPED_HOURS: string;
/** This machine's request store and what waits in it (null: no store yet). */
export interface RequestStoreState {
  file: string;
  summary: { requests: number; waiting: number; oldest: number | null } | null;
}
export function launchReport(input: { env: Env; cms: CmsEntries | null; samples: Samples; store?: RequestStoreState }): Report;
export function formatReport(report: Report): string;
export function runLaunchCheck(input: { env: Env; root: string; fetch?: typeof fetch }): Promise<Report>;
