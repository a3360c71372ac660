import { z } from 'zod';
import { ROUTES, type LanguageConfig } from './locales';

/**
 * The schema of i18n/languages.json. Checked when the build starts (next.config.ts) and in Jest;
 * an entry that breaks it stops the build with the path of the wrong value.
 */

const placeholders = (path: string) => (path.match(/\[[^\]]+\]/g) ?? []).sort().join();

const pathsSchema = z
  .object(
    Object.fromEntries(ROUTES.map((route) => [route, z.string().regex(/^\/[^?#\s]*$/, 'a path starting with /')])) as Record<
      (typeof ROUTES)[number],
      z.ZodString
    >,
  )
  .strict()
  .superRefine((paths, context) => {
    for (const route of ROUTES) {
      if (placeholders(paths[route]) !== placeholders(route)) {
        context.addIssue({ code: 'custom', path: [route], message: `must keep the dynamic segments of ${route}` });
      }
    }
    if (paths['/'] !== '/') context.addIssue({ code: 'custom', path: ['/'], message: 'the home page is the prefix itself: "/"' });
    const seen = new Map<string, string>();
    for (const route of ROUTES) {
      const shape = paths[route].replace(/\[[^\]]+\]/g, '[]');
      if (seen.has(shape)) context.addIssue({ code: 'custom', path: [route], message: `same path as ${seen.get(shape)}` });
      seen.set(shape, route);
    }
  });

const validIntlLocale = (value: string) => {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};

const languageSchema = z
  .object({
    code: z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639 code in lower case'),
    prefix: z.string(),
    dir: z.enum(['ltr', 'rtl']),
    name: z.string().min(1),
    short: z.string().min(1).max(3),
    flag: z
      .string()
      .regex(/^flag-[a-z]+$/)
      .nullable(),
    ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'language_TERRITORY, as Open Graph writes it'),
    hreflang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/),
    intlLocale: z.string().refine(validIntlLocale, 'a BCP 47 locale Intl accepts'),
    clinicName: z.string().min(1),
    reviewed: z.boolean(),
    paths: pathsSchema,
  })
  .strict();

export const languageConfigSchema = z
  .object({ defaultLocale: z.string(), languages: z.array(languageSchema).min(1) })
  .strict()
  .superRefine((config, context) => {
    const codes = config.languages.map((entry) => entry.code);
    if (!codes.includes(config.defaultLocale)) {
      context.addIssue({ code: 'custom', path: ['defaultLocale'], message: 'not one of the languages' });
    }
    config.languages.forEach((entry, index) => {
      if (codes.indexOf(entry.code) !== index)
        context.addIssue({ code: 'custom', path: ['languages', index, 'code'], message: 'listed twice' });
      const prefix = entry.code === config.defaultLocale ? '' : `/${entry.code}`;
      if (entry.prefix !== prefix) {
        context.addIssue({ code: 'custom', path: ['languages', index, 'prefix'], message: `must be "${prefix}" (the prefix is the code)` });
      }
    });
  });

/** The config, checked; throws naming every wrong value. */
export function parseLanguageConfig(raw: unknown): LanguageConfig {
  const result = languageConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new Error(`i18n/languages.json is not valid:\n  ${problems}`);
  }
  return result.data;
}
