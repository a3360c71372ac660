import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizeHref } from '../i18n/localize';
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
  // Each language's code, direction and home page with its texts, the default language first: the
  // screen needs no module of i18n/ (a second copy of the language config in every page's scripts).
  const languages = languageConfig.languages
    .map(({ code, dir }) => ({ code, dir, home: localizeHref('/', code), texts: errors(code) }))
    .sort((a, b) => Number(b.code === languageConfig.defaultLocale) - Number(a.code === languageConfig.defaultLocale));
  return JSON.stringify({ languages, phone: siteConfig.phone.display, telHref });
}
