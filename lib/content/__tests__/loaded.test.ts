import { ContentUnavailableError } from '../errors';
import { load, loadedOr, mapLoaded } from '../loaded';

describe('load: one shape for loaded, empty and failed', () => {
  it('gives the data when there is some', async () => {
    expect(await load(async () => [1, 2])).toEqual({ status: 'loaded', data: [1, 2] });
    expect(await load(async () => ({ title: 'x' }))).toEqual({ status: 'loaded', data: { title: 'x' } });
  });

  it('counts null, undefined and an empty list as empty, or what isEmpty says', async () => {
    expect(await load(async () => null)).toEqual({ status: 'empty' });
    expect(await load(async () => undefined)).toEqual({ status: 'empty' });
    expect(await load(async () => [])).toEqual({ status: 'empty' });
    expect(
      await load(
        async () => ({ articles: [] }),
        (page) => page.articles.length === 0,
      ),
    ).toEqual({ status: 'empty' });
    expect(
      await load(
        async () => [],
        () => false,
      ),
    ).toEqual({ status: 'loaded', data: [] });
  });

  it('never throws: an unanswering content service and any other failure are told apart', async () => {
    expect(await load(() => Promise.reject(new ContentUnavailableError('down')))).toEqual({ status: 'failed', reason: 'unavailable' });
    expect(await load(() => Promise.reject(new Error('bug')))).toEqual({ status: 'failed', reason: 'error' });
    expect(
      await load(() => {
        throw new TypeError('sync');
      }),
    ).toEqual({ status: 'failed', reason: 'error' });
  });

  it('reads the data with a fallback, and maps it keeping the state', () => {
    expect(loadedOr({ status: 'loaded', data: [1] }, [])).toEqual([1]);
    expect(loadedOr({ status: 'empty' }, [])).toEqual([]);
    expect(loadedOr({ status: 'failed', reason: 'error' }, null)).toBeNull();
    expect(mapLoaded({ status: 'loaded', data: [1, 2] }, (list) => list.length)).toEqual({ status: 'loaded', data: 2 });
    expect(mapLoaded({ status: 'failed', reason: 'unavailable' }, (list: number[]) => list.length)).toEqual({
      status: 'failed',
      reason: 'unavailable',
    });
  });
});
