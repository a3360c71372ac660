/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import {
  APPOINTMENT_FORM_MESSAGE_PATHS,
  BLOG_CALLBACK_MESSAGE_PATHS,
  CLIENT_MESSAGE_PATHS,
  LAYOUT_MESSAGE_PATHS,
  MAP_MESSAGE_PATHS,
  pickMessages,
  TREATMENT_CALLBACK_MESSAGE_PATHS,
} from '../client-messages';
import { formatMessage } from '../format-message';

const root = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules' || name === '__tests__' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const CLIENT_DIRECTIVE = /^\s*['"]use client['"]/;

function clientFiles(): string[] {
  return ['app', 'components', 'lib', 'i18n']
    .flatMap((folder) => sourceFiles(path.join(root, folder)))
    .filter((file) => CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8')));
}

/**
 * Every message key a client component reads: each `const x = useTranslations('ns')`
 * plus that translator's literal `x('key')` and `x.rich('key')` calls.
 */
function clientKeys(): { file: string; key: string; prefix: boolean }[] {
  return clientFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const translators = [...text.matchAll(/\b(\w+)\s*=\s*useTranslations\(\s*'([^']+)'\s*\)/g)].map((match) => ({
      name: match[1]!,
      namespace: match[2]!,
    }));
    return translators.flatMap(({ name, namespace }) => {
      const call = `\\b${name}(?:\\.rich)?\\(\\s*`;
      const literal = [...text.matchAll(new RegExp(`${call}'([^']+)'`, 'g'))].map((match) => ({
        key: `${namespace}.${match[1]}`,
        prefix: false,
      }));
      // A key built at run time (t(`current.${x}`)) needs its whole prefix.
      const dynamic = [...text.matchAll(new RegExp(`${call}\`([^\`$]*)\\$\\{`, 'g'))].map((match) => ({
        key: `${namespace}.${match[1]}`.replace(/\.$/, ''),
        prefix: true,
      }));
      return [...literal, ...dynamic].map((entry) => ({ file: path.relative(root, file), ...entry }));
    });
  });
}

/** The modules a file imports (`import … from`, `export … from`, `import()`), as written. */
function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const statements = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)].map((match) => ({
    specifier: match[3]!,
    typeOnly: Boolean(match[2]),
  }));
  const bare = [...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((match) => ({ specifier: match[1]!, typeOnly: false }));
  const dynamic = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => ({ specifier: match[1]!, typeOnly: false }));
  return [...statements, ...bare, ...dynamic];
}

/** A project file an import names (`@/…` or relative), if it is one. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) ?? null;
}

/** Every project file that ends up in the browser: the client components and what they import. */
function browserModules(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = clientFiles();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const imports = importsOf(readFileSync(file, 'utf8')).filter(({ typeOnly }) => !typeOnly);
    seen.set(
      file,
      imports.map(({ specifier }) => specifier),
    );
    for (const { specifier } of imports) {
      const local = resolveLocal(file, specifier);
      if (local && !seen.has(local)) queue.push(local);
    }
  }
  return seen;
}

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

/** Every text under `messages`, with its dot path. */
function texts(messages: unknown, prefix = ''): [string, string][] {
  if (typeof messages === 'string') return [[prefix, messages]];
  if (!messages || typeof messages !== 'object') return [];
  return Object.entries(messages).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

/** What the client formatter understands: `{name}`, `{name, number}` and `<tag>…</tag>`. */
const SUPPORTED = /\{\s*\w+\s*(?:,\s*number\s*)?\}|<\/?\w+>/g;

/** Sample values for the arguments and tags of a text. */
function sampleValues(text: string) {
  const plain = Object.fromEntries([...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => [match[1]!, `«${match[1]}»`]));
  const numbers = Object.fromEntries([...text.matchAll(/\{\s*(\w+)\s*,\s*number\s*\}/g)].map((match) => [match[1]!, 12345.5]));
  const tags = Object.fromEntries(
    [...text.matchAll(/<(\w+)>/g)].map((match) => [match[1]!, (chunks: unknown) => `[${match[1]}:${String(chunks)}]`]),
  );
  return { values: { ...plain, ...numbers }, tags };
}

const MODULES_KEPT_FROM_THE_BROWSER = [
  // next-intl's client provider and hooks bring the ICU message formatter: '@/i18n/client' replaces them.
  /^next-intl(?!\/routing$)/,
  /^use-intl/,
  /^intl-messageformat/,
  /^@formatjs\//,
  // createNavigation is next-intl's client runtime as well: '@/i18n/link' replaces it.
  /^@\/i18n\/navigation$/,
  // next/image's component (getImageProps runs on the server; client components get plain attributes).
  /^next\/image$/,
  /^next\/legacy\/image$/,
];

describe('the messages sent to the browser', () => {
  it('hold every key a client component reads, in both languages', () => {
    const keys = clientKeys();
    expect(keys.length).toBeGreaterThan(10);
    for (const [locale, messages] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const picked = pickMessages(messages);
      const missing = keys.filter(({ key }) => lookup(picked, key) === undefined).map(({ file, key }) => `${locale} ${file}: ${key}`);
      expect(missing).toEqual([]);
    }
  });

  it('reach each client component from the provider that wraps it: the forms’ and the map’s only where they are shown', () => {
    // The layout's provider sends LAYOUT_MESSAGE_PATHS to every page; ClientMessages adds a form's texts around that
    // form and the map's around the map. So a key the appointment form reads must be in its paths; one under `forms`
    // that any other form component reads (the call-back box, the privacy line, the delivery failure) in the paths of
    // all three forms; one under `contact.map` in MAP_MESSAGE_PATHS; any other in the layout's. (The call-back boxes'
    // own texts are named in their setups: Callbacks.test.tsx renders them with their paths only.)
    const sources = (file: string, key: string) =>
      key.startsWith('forms.')
        ? file.endsWith('AppointmentForm.tsx')
          ? [APPOINTMENT_FORM_MESSAGE_PATHS]
          : [APPOINTMENT_FORM_MESSAGE_PATHS, TREATMENT_CALLBACK_MESSAGE_PATHS, BLOG_CALLBACK_MESSAGE_PATHS]
        : [key.startsWith('contact.map.') ? MAP_MESSAGE_PATHS : LAYOUT_MESSAGE_PATHS];
    const misplaced = clientKeys()
      .filter(({ file, key }) => sources(file, key).some((paths) => lookup(pickMessages(en, paths), key) === undefined))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(misplaced).toEqual([]);
    expect(JSON.stringify(pickMessages(en, LAYOUT_MESSAGE_PATHS))).not.toContain('"forms"');
  });

  it('are read with the small client runtime, never with next-intl in the browser', () => {
    const offending = [...browserModules()].flatMap(([file, specifiers]) =>
      specifiers
        .filter((specifier) => MODULES_KEPT_FROM_THE_BROWSER.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("are not brought back by next-intl's navigation on the server either", () => {
    // createNavigation's Link is a client component: any module importing it (even a server one) puts it,
    // with next-intl's client runtime, into the scripts of the pages that import it.
    const files = ['app', 'components', 'lib', 'i18n'].flatMap((folder) => sourceFiles(path.join(root, folder)));
    const importing = files.filter((file) =>
      importsOf(readFileSync(file, 'utf8')).some(({ specifier, typeOnly }) => !typeOnly && specifier === 'next-intl/navigation'),
    );
    expect(importing.map((file) => path.relative(root, file))).toEqual([]);
  });

  it.each([
    ['tr', tr],
    ['en', en],
  ] as const)('use only the syntax the client formatter supports (%s)', (locale, messages) => {
    const all = texts(pickMessages(messages));
    expect(all.length).toBeGreaterThan(20);
    // No plural, select, selectordinal, date/time arguments or ICU quoting: what is left after the supported parts is plain text.
    const unsupported = all
      .filter(([, text]) => /[{}<>]|'[{}<>#|']/.test(text.replace(SUPPORTED, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(unsupported).toEqual([]);
    // And the client formatter renders every text exactly as next-intl's ICU formatter does.
    const icu = createTranslator({ locale, messages: pickMessages(messages) });
    for (const [key, text] of all) {
      const { values, tags } = sampleValues(text);
      const expected =
        Object.keys(tags).length > 0 ? icu.markup(key as never, { ...values, ...tags } as never) : icu(key as never, values as never);
      expect([key, formatMessage(text, locale, { ...values, ...tags }).join('')]).toEqual([key, expected]);
    }
  });

  it('are a small part of the dictionary', () => {
    const size = JSON.stringify(pickMessages(en)).length;
    expect(size).toBeLessThan(JSON.stringify(en).length / 3);
  });

  it('keep the nesting of the picked paths', () => {
    const picked = pickMessages({ a: { b: 'x', c: 'y' }, d: 'z' }, ['a.b', 'd', 'missing.path']);
    expect(picked).toEqual({ a: { b: 'x' }, d: 'z' });
  });

  it('name only paths that exist', () => {
    for (const dotted of CLIENT_MESSAGE_PATHS) expect(lookup(en, dotted)).toBeDefined();
  });
});
