import { readFileSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/**
 * The import rules of docs/architecture.md#import-rules, each a ban with what to use instead. A file
 * gets the bans of its layer, those of browser code when it is browser code, and those of every
 * file; each scope below is one `@typescript-eslint/no-restricted-imports` rule (a later rule
 * for the same file would replace an earlier one, not add to it). lint/__tests__ checks that each
 * ban fails a fixture.
 */

/** The modules of lib/content that reach the CMS, the disk or the environment. */
const CONTENT_FETCHING_MODULES = 'index|strapi-source|builtin-source|last-good-store|config';

/** A project import, by alias or relative path: `@/lib/x`, `../../lib/x`. */
const local = (path) => `^(@/|(\\.\\./)+)${path}`;

const LAYER_BANS = {
  components: [
    {
      regex: `${local('lib/content')}$`,
      allowTypeImports: true,
      message: 'Components import only types from lib/content: the page fetches the content and passes it down.',
    },
    {
      regex: `${local('lib/content')}/(${CONTENT_FETCHING_MODULES})$`,
      message: 'Components must not import the modules of lib/content that fetch content: the page fetches it and passes it down.',
    },
  ],
  lib: [
    {
      regex: `${local('(components|app)')}(/|$)`,
      message: 'lib/ must not import from components/ or app/: pass what it needs as arguments.',
    },
  ],
  i18n: [
    {
      regex: `${local('(lib|components|app)')}(/|$)`,
      message: 'i18n/ must not import from lib/, components/ or app/: every other layer builds on it.',
    },
  ],
  app: [],
};

/** Browser code: client components and their small runtimes (docs/performance.md#client-javascript). */
const BROWSER_BANS = [
  {
    // next-intl/routing (defineRouting) is plain data; everything else of next-intl brings its client runtime.
    regex: '^(next-intl(/(?!routing$).*)?|use-intl(/.*)?|intl-messageformat|@formatjs/.*)$',
    allowTypeImports: true,
    message:
      "In browser code, read texts with useTranslations from '@/i18n/client' and link with '@/i18n/link': next-intl's client runtime brings its ICU formatter to every page.",
  },
  {
    regex: `${local('i18n/navigation')}$`,
    message: "'@/i18n/navigation' is for server code: in browser code use Link from '@/i18n/link' and localizeHref from '@/i18n/localize'.",
  },
  {
    regex: '^next/(legacy/)?image$',
    allowTypeImports: true,
    message:
      "next/image's component ships its client runtime: compute the attributes on the server (components/media/ServerImage, getImageProps) and render them with Img or FallbackImage.",
  },
];

/** Every file of the four layers. */
const EVERYWHERE_BANS = [
  {
    regex: '^lucide-react(/.*)?$',
    message: 'Use the generated icon components of components/ui/icons; add an icon with `node scripts/generate-icons.mjs`.',
  },
  {
    regex: '^next-intl/navigation$',
    message:
      "createNavigation puts next-intl's client Link into every page that imports it, even from the server: use '@/i18n/navigation' on the server and '@/i18n/link' in the browser.",
  },
];

const DIRECTIVE = /^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*)*['"]use client['"]/;

/**
 * Browser code: a client component (the 'use client' directive) or a module of the browser-side
 * parts of lib/ that is not marked server-only. What a client component imports from elsewhere is
 * browser code too; i18n/__tests__/client-messages.test.ts follows those imports.
 */
function isBrowserCode(file) {
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (DIRECTIVE.test(source)) return true;
  const browserLib = /[\\/]lib[\\/](forms|consent|analytics)[\\/]/.test(file);
  return browserLib && !/^import 'server-only';/m.test(source);
}

const importRules = Object.entries(LAYER_BANS).flatMap(([layer, bans]) =>
  [true, false].map((browser) => ({
    files: [[`${layer}/**/*.{ts,tsx,js,mjs}`, (file) => isBrowserCode(file) === browser]],
    // Tests may render components in lib/ tests and import values to build fixtures.
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...bans, ...(browser ? BROWSER_BANS : []), ...EVERYWHERE_BANS] }],
    },
  })),
);

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    // Build outputs: the default one and those of NEXT_DIST_DIR builds (.next-lead, .next-bench, …).
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'coverage/**',
    'next-env.d.ts',
    // Test reports.
    'playwright-report/**',
    'test-results/**',
    'blob-report/**',
    // The CMS's own build, dependencies and generated types.
    'cms/node_modules/**',
    'cms/.tmp/**',
    'cms/.strapi/**',
    'cms/dist/**',
    'cms/build/**',
    'cms/public/**',
    'cms/types/generated/**',
    // Sources that break the import rules on purpose (lint/__tests__/import-rules.test.ts).
    'lint/fixtures/**',
    // The benchmark's floor app, when built in place.
    'bench/floor/.next*/**',
    'bench/floor/node_modules/**',
  ]),
  {
    rules: {
      // A leading underscore marks a parameter or binding that is there for its position (a signature
      // to match, a property to leave out of a rest object), as the code already does.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  ...importRules,
  {
    // Playwright fixtures hand their value on with a callback named `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // These two render outside the app's layouts (a broken root layout, an unknown path outside the
    // localized routes): their home links load a fresh document on purpose.
    files: ['app/global-error.tsx', 'app/not-found.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Strapi loads its configuration files and src/index.ts by their default export, by convention a
    // bare function or object.
    files: ['cms/config/**', 'cms/src/index.ts'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // SVG string builders, not React: their `use()` writes an SVG <use> element.
    files: ['scripts/illustrations/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests without JSX render with createElement, whose typing wants `children` among the props.
    files: ['**/__tests__/**/*.ts'],
    rules: { 'react/no-children-prop': 'off' },
  },
  // Last: turns off the stylistic rules that Prettier owns.
  prettier,
]);
