/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';
import type en from '../en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function text(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
}

/** Every language of i18n/languages.json has its file: messages/<code>.json. */
const dictionaries = routing.locales.map((locale) => ({
  locale,
  messages: JSON.parse(readFileSync(path.join(__dirname, '..', `${locale}.json`), 'utf8')) as unknown,
}));
const reference = keys(dictionaries.find((entry) => entry.locale === routing.defaultLocale)!.messages).sort();

/**
 * The arguments (`{name}`, `{count, plural, …}`, outermost only: a plural's branches are the
 * language's own) and `<tag>` names of a text, in a stable order.
 */
function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names: string[] = [];
  let depth = 0;
  for (let index = 0; index < value.length; index++) {
    if (value[index] === '{') {
      if (depth === 0) names.push(/^\{\s*(\w+)/.exec(value.slice(index))?.[1] ?? '');
      depth++;
    } else if (value[index] === '}') depth--;
  }
  const tags = [...value.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe.each(dictionaries)('the $locale dictionary', ({ locale, messages }) => {
  it('has the same keys as the default language', () => {
    expect(keys(messages).sort()).toEqual(reference);
  });

  it('has no empty texts', () => {
    expect(keys(messages).filter((key) => text(messages, key) === '')).toEqual([]);
  });

  it("keeps every text's placeholders and tags", () => {
    if (locale === routing.defaultLocale) return;
    const base = dictionaries.find((entry) => entry.locale === routing.defaultLocale)!.messages;
    const differing = reference.filter((key) => placeholders(text(base, key)).join() !== placeholders(text(messages, key)).join());
    expect(differing).toEqual([]);
  });

  // The privacy notice tells a visitor which button to press: it must name the buttons as they read.
  it('names the cookie notice’s buttons and settings link in the privacy notice as they are labelled', () => {
    const { consent, privacy } = messages as typeof en;
    expect(privacy.sections.cookies.p1).toContain(consent.accept);
    expect(privacy.sections.cookies.p1).toContain(consent.reject);
    expect(privacy.sections.cookies.p2).toContain(consent.settings);
    expect(consent.changeLater).toContain(consent.settings);
  });
});
