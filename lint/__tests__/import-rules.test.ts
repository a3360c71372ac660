/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each import rule of eslint.config.mjs (docs/architecture.md#import-rules) fails on a fixture
 * under lint/fixtures, laid out like the project, and the allowed forms pass. The normal lint run
 * ignores that folder. ESLint runs in a child process: it loads its ESM configuration with
 * `import()`, which Jest's module system does not provide.
 */

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'lint', 'fixtures');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let results: Map<string, string[]>;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--config', path.join(root, 'eslint.config.mjs'), '--format', 'json', '.'],
    { cwd: fixtures, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const parsed = JSON.parse(run.stdout) as LintResult[];
  results = new Map(
    parsed.map((result) => [
      path.relative(fixtures, result.filePath).split(path.sep).join('/'),
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    ]),
  );
}, 120_000);

const RULE = '@typescript-eslint/no-restricted-imports';

it.each([
  ['components/forms/ClientNextIntl.tsx', 'next-intl', "read texts with useTranslations from '@/i18n/client'"],
  ['components/forms/ClientUseIntl.tsx', 'use-intl', "read texts with useTranslations from '@/i18n/client'"],
  ['lib/forms/browser-next-intl.ts', 'next-intl', "read texts with useTranslations from '@/i18n/client'"],
  ['components/forms/ClientServerNavigation.tsx', '@/i18n/navigation', "use Link from '@/i18n/link'"],
  ['components/media/ClientNextImage.tsx', 'next/image', 'render them with Img or FallbackImage'],
  ['components/ui/LucideIcon.tsx', 'lucide-react', 'Use the generated icon components of components/ui/icons'],
  ['app/next-intl-navigation.ts', 'next-intl/navigation', "use '@/i18n/navigation' on the server"],
  ['components/blog/LoadsArticles.tsx', '@/lib/content', 'Components import only types from lib/content'],
  ['components/blog/FetchingModule.tsx', '../../lib/content/strapi-source', 'must not import the modules of lib/content that fetch'],
  ['lib/reaches-up.ts', '@/components/forms/AppointmentForm', 'lib/ must not import from components/ or app/'],
  ['i18n/reaches-out.ts', '@/lib/config/site', 'i18n/ must not import from lib/, components/ or app/'],
])('%s: importing %s is a lint error that says what to use instead', (file, specifier, instead) => {
  const messages = results.get(file);
  expect(messages).toHaveLength(1);
  expect(messages?.[0]).toContain(`${RULE}: '${specifier}' import is restricted`);
  expect(messages?.[0]).toContain(instead);
});

it.each([
  ['components/ServerNextIntl.tsx', "a server component: next-intl/server, a type from lib/content, '@/i18n/navigation'"],
  ['components/media/ClientImageType.tsx', 'a client component importing types only'],
  ['lib/forms/server-relay.ts', 'a server-only module of lib/forms using next-intl'],
])('%s passes (%s)', (file) => {
  expect(results.get(file)).toEqual([]);
});

it('has a fixture for every file it lints', () => {
  expect(results.size).toBe(14);
});
