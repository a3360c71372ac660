import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** The modules of lib/content that reach the CMS, the disk or the environment. */
const CONTENT_FETCHING_MODULES = 'index|strapi-source|builtin-source|last-good-store|config';

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
  {
    // Components get content through their props or through the page: from lib/content they may
    // import types only, and nothing of the modules that fetch it.
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)lib/content$',
              allowTypeImports: true,
              message: 'Components import only types from lib/content: the page fetches the content and passes it down.',
            },
            {
              regex: `^(@/|(\\.\\./)+)lib/content/(${CONTENT_FETCHING_MODULES})$`,
              message: 'Components must not import the modules of lib/content that fetch content.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is logic without markup: it depends on nothing of the app or its components.
    files: ['lib/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
              message: 'lib/ must not import from components/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // i18n/ is the route table and next-intl's setup: every other layer builds on it, so it reaches into none of them.
    files: ['i18n/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(lib|components|app)(/|$)',
              message: 'i18n/ must not import from lib/, components/ or app/.',
            },
          ],
        },
      ],
    },
  },
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
