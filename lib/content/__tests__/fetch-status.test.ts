/** @jest-environment node */
import { lastCmsSuccess } from '../fetch-status';
import { createStrapiSource } from '../strapi-source';
import treatmentCategories from './fixtures/treatment-categories.json';

/** The health endpoint's "last CMS fetch": set by a valid answer only, never by a failure. */
const source = () =>
  createStrapiSource({ apiUrl: 'http://127.0.0.1:9', apiToken: null, timeoutMs: 1000, revalidateSeconds: 60, contentDir: 'content' });

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic.content.lastCmsSuccess')];
});

it('is null until the CMS has answered', () => {
  expect(lastCmsSuccess()).toBeNull();
});

it('stays null when the CMS fails or answers something that breaks the schema', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
  await expect(source().getTreatmentCategories('tr')).rejects.toThrow();
  fetchMock.mockImplementation(async () => Response.json({ data: 'not a list' }));
  await expect(source().getTreatmentCategories('tr')).rejects.toThrow();
  expect(lastCmsSuccess()).toBeNull();
});

it('records the time of a valid answer', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(treatmentCategories));
  const before = Date.now();
  await source().getTreatmentCategories('tr');
  const at = lastCmsSuccess();
  expect(at).not.toBeNull();
  expect(at!.getTime()).toBeGreaterThanOrEqual(before);
  expect(at!.getTime()).toBeLessThanOrEqual(Date.now());
});
