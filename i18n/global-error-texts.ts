/**
 * The `errors` messages the global error screen (app/global-error.tsx) shows. next.config.ts inlines
 * only these into that screen's script, which every page loads: the rest of `errors` would be bytes
 * no visitor sees there.
 */
export const GLOBAL_ERROR_TEXTS = ['title', 'description', 'chunkTitle', 'chunkDescription', 'retry', 'reload', 'home', 'call'] as const;

export type GlobalErrorText = (typeof GLOBAL_ERROR_TEXTS)[number];
