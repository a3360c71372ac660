import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Where the unit tests live: Jest crawls only these, not the CMS's dependencies
  // (which CI installs while the tests run) or the build folders.
  roots: ['<rootDir>/app', '<rootDir>/components', '<rootDir>/i18n', '<rootDir>/lib', '<rootDir>/lint', '<rootDir>/messages'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/.next',
    '<rootDir>/e2e/',
    '<rootDir>/cms/',
    '<rootDir>/bench/',
    '/__tests__/helpers\\.tsx?$',
    '<rootDir>/lint/fixtures/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/cms/', '<rootDir>/.next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': 'next/dist/build/jest/__mocks__/styleMock.js',
    // The Node build of isomorphic-dompurify needs Node >= 24.9 under Jest; its browser build runs on jsdom.
    '^isomorphic-dompurify$': '<rootDir>/node_modules/isomorphic-dompurify/dist/browser.js',
    '^server-only$': '<rootDir>/jest.server-only.js',
  },
};

// next/jest hard-codes /node_modules/ as untransformed; next-intl and friends ship ESM.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|swiper|marked)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
