/** zod in the browser: jitless before the forms' first schema, so it never probes `new Function` (a CSP violation). */
describe('zod in the browser', () => {
  it('is jitless once the forms rules are loaded, and parses without calling Function', async () => {
    jest.resetModules();
    const FunctionSpy = jest.spyOn(globalThis, 'Function');
    const { createBlogCallbackSchema } = await import('../schemas');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const messages = { callbackPhone: 'phone' } as unknown as Parameters<typeof createBlogCallbackSchema>[0];
    expect(createBlogCallbackSchema(messages).safeParse({ phone: '0532 123 45 67' }).success).toBe(true);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
