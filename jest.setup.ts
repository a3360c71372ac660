import '@testing-library/jest-dom';

/*
 * Components render here outside Next's app router, whose `useRouter` throws without it. Links
 * (i18n/link.tsx) ask it to prefetch when a visitor shows the intent to follow them: a router that
 * records those calls stands in, the rest of next/navigation is Next's own.
 */
jest.mock('next/navigation', () => {
  const router = { prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn() };
  return { ...jest.requireActual('next/navigation'), useRouter: () => router };
});
