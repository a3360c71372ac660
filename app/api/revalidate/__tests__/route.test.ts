/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from '../route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const SECRET = 'a-long-shared-secret-for-the-tests';

function webhook(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }): Request {
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const revalidatedTags = () => jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);

beforeEach(() => {
  jest.clearAllMocks();
  process.env.REVALIDATE_SECRET = SECRET;
});

afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate', () => {
  it.each([
    ['no secret', {}],
    ['a wrong bearer secret', { authorization: 'Bearer not-the-secret' }],
    ['a wrong header secret', { 'x-revalidate-secret': `${SECRET}x` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['the secret without the Bearer scheme', { authorization: SECRET }],
  ])('answers 401 and revalidates nothing for %s', async (_label, headers) => {
    const response = await POST(webhook({ event: 'entry.update', model: 'treatment' }, headers));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ revalidated: false, error: 'Unauthorized' });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone when no secret is configured', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await POST(webhook({ model: 'treatment' }, { authorization: 'Bearer ' }));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['treatment', undefined, ['treatments']],
    ['treatment-category', undefined, ['treatment-categories', 'treatments']],
    ['article', 'en', ['articles', 'articles:en']],
    ['article', 'tr', ['articles', 'articles:tr']],
    ['article', undefined, ['articles', 'articles:tr', 'articles:en', 'articles:de', 'articles:ar']],
    ['category', 'tr', ['article-categories', 'articles']],
    ['doctor', undefined, ['doctors']],
    ['faq', 'en', ['faqs']],
    ['testimonial', undefined, ['testimonials']],
    ['gallery-image', undefined, ['gallery-images']],
  ])('revalidates the tags of a %s (locale %s) and the pages', async (model, locale, tags) => {
    const entry = locale ? { id: 1, locale } : { id: 1 };
    const response = await POST(webhook({ event: 'entry.publish', model, uid: `api::${model}.${model}`, entry }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags });
    expect(revalidatedTags()).toEqual(tags);
    expect(revalidateTag).toHaveBeenCalledWith(tags[0], { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
  });

  it('accepts the secret in the x-revalidate-secret header', async () => {
    const response = await POST(webhook({ model: 'treatment' }, { 'x-revalidate-secret': SECRET }));
    expect(response.status).toBe(200);
    expect(revalidatedTags()).toEqual(['treatments']);
  });

  it('revalidates nothing for models the site does not read', async () => {
    const response = await POST(webhook({ event: 'entry.create', model: 'user', entry: { id: 3 } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: false, tags: [] });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await POST(webhook('not json'));
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
