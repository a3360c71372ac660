/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentUnavailableError } from '@/lib/content/errors';
import { isIncompleteRender } from '@/lib/page-cache/good-answers.mjs';

/**
 * React's `cache()` gives each server render its own object; outside one (here) it would give a
 * new one on every call. One scope per test stands in for one render.
 */
let scope = new Map<unknown, unknown>();
jest.mock('react', () => ({
  ...jest.requireActual('react'),
  cache:
    <T,>(make: () => T) =>
    (): T => {
      if (!scope.has(make)) scope.set(make, make());
      return scope.get(make) as T;
    },
}));

// Imported after the mock: `load` keeps its render state in `cache()`.
const { load } = jest.requireActual<typeof import('@/lib/content/loaded')>('@/lib/content/loaded');
const { IncompleteContent } = jest.requireActual<typeof import('../IncompleteContent')>('../IncompleteContent');

const page = (body: string) => ({ kind: 'APP_PAGE', html: `<!DOCTYPE html><html><body><main>${body}</main></body></html>` });

beforeEach(() => {
  scope = new Map();
});

describe('IncompleteContent: a render that met a failed load is never stored by the page cache', () => {
  it('marks a page one of whose loads failed, for the cache handler to see', async () => {
    const [team, questions] = await Promise.all([
      load(() => Promise.reject(new ContentUnavailableError('CMS down'))),
      load(async () => [{ question: 'Randevusuz gelebilir miyim?' }]),
    ]);
    expect(team.status).toBe('failed');
    expect(questions.status).toBe('loaded');
    const html = renderToStaticMarkup(<IncompleteContent />);
    expect(html).toBe('<template data-content-incomplete=""></template>');
    expect(isIncompleteRender(page(`<h1>Hakkımızda</h1>${html}`))).toBe(true);
  });

  it('leaves a page whose loads all answered (or found nothing) unmarked', async () => {
    await load(async () => [{ name: 'Dr. Dt. Elif Arslan' }]);
    await load(async () => null);
    const html = renderToStaticMarkup(<IncompleteContent />);
    expect(html).toBe('');
    expect(isIncompleteRender(page(`<h1>Hakkımızda</h1>${html}`))).toBe(false);
  });

  it('is not fooled by an article that quotes the mark as text', () => {
    const quoted = renderToStaticMarkup(<p>{'<template data-content-incomplete="">'}</p>);
    expect(isIncompleteRender(page(quoted))).toBe(false);
  });
});
