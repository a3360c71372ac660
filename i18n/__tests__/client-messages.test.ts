/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { CLIENT_MESSAGE_PATHS, pickMessages } from '../client-messages';

const root = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules' || name === '__tests__' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every message key a client component reads: `useTranslations('ns')` plus its literal `t('key')` calls. */
function clientKeys(): { file: string; key: string; prefix: boolean }[] {
  const files = ['app', 'components', 'lib'].flatMap((folder) => sourceFiles(path.join(root, folder)));
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!/^\s*['"]use client['"]/.test(text)) return [];
    const namespace = /useTranslations\(\s*'([^']+)'\s*\)/.exec(text)?.[1];
    if (!namespace) return [];
    const literal = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => ({ key: `${namespace}.${match[1]}`, prefix: false }));
    // A key built at run time (t(`current.${x}`)) needs its whole prefix.
    const dynamic = [...text.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((match) => ({ key: `${namespace}.${match[1]}`.replace(/\.$/, ''), prefix: true }));
    return [...literal, ...dynamic].map((entry) => ({ file: path.relative(root, file), ...entry }));
  });
}

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('the messages sent to the browser', () => {
  it('hold every key a client component reads, in both languages', () => {
    const keys = clientKeys();
    expect(keys.length).toBeGreaterThan(10);
    for (const [locale, messages] of [['tr', tr], ['en', en]] as const) {
      const picked = pickMessages(messages);
      const missing = keys.filter(({ key }) => lookup(picked, key) === undefined).map(({ file, key }) => `${locale} ${file}: ${key}`);
      expect(missing).toEqual([]);
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
