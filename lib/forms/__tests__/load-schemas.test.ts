import { createLazyLoader, loadFormSchemas, preloadFormSchemas, SCHEMA_LOAD_TIMEOUT_MS } from '../load-schemas';

afterEach(() => {
  jest.useRealTimers();
});

describe('loadFormSchemas', () => {
  it('loads the zod schemas module, once', async () => {
    const schemas = await loadFormSchemas();
    expect(typeof schemas.createAppointmentSchema).toBe('function');
    expect(typeof schemas.createTreatmentCallbackSchema).toBe('function');
    expect(typeof schemas.createBlogCallbackSchema).toBe('function');
    expect(loadFormSchemas()).toBe(loadFormSchemas());
    await expect(loadFormSchemas()).resolves.toBe(schemas);
  });

  it('preloads without ever rejecting', () => {
    expect(preloadFormSchemas()).toBeUndefined();
  });
});

describe('createLazyLoader', () => {
  it('runs the load once and shares its result', async () => {
    const load = jest.fn(async () => 'module');
    const get = createLazyLoader(load, 1000);
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('module');
    const get = createLazyLoader<string>(load, 1000);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a load that never settles, then tries again', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue('module');
    const get = createLazyLoader<string>(load, SCHEMA_LOAD_TIMEOUT_MS);
    const first = get();
    const settled = expect(first).rejects.toThrow(`Not loaded within ${SCHEMA_LOAD_TIMEOUT_MS} ms`);
    await jest.advanceTimersByTimeAsync(SCHEMA_LOAD_TIMEOUT_MS);
    await settled;
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
