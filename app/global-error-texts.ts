import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageConfig } from '../i18n/locales';
import { siteConfig, telHref } from '../lib/config/site';

/**
 * The `errors` messages the global error screen (app/global-error.tsx) shows. Only these are inlined
 * into that screen's script, which every page loads: the rest of `errors` would be bytes no visitor
 * sees there.
 */
export const GLOBAL_ERROR_TEXTS = ['title', 'description', 'chunkTitle', 'chunkDescription', 'retry', 'reload', 'home', 'call'] as const;

export type GlobalErrorText = (typeof GLOBAL_ERROR_TEXTS)[number];

/**
 * The texts of the global error screen (every language's `errors` it shows, with the clinic's phone
 * number) as JSON, which next.config.ts inlines at build time as `GLOBAL_ERROR_MESSAGES`: that
 * screen renders outside the language layout and is part of every page's scripts, so it imports
 * neither the message files nor the clinic configuration. Read at build time only (Node).
 */
export function globalErrorMessages(): string {
  const errors = (locale: string) => {
    const all = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).errors;
    return Object.fromEntries(GLOBAL_ERROR_TEXTS.map((key) => [key, all[key]]));
  };
  const languages = Object.fromEntries(languageConfig.languages.map(({ code }) => [code, errors(code)]));
  return JSON.stringify({ languages, phone: siteConfig.phone.display, telHref });
}
