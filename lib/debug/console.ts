import { flag } from '@/lib/config/read-env';

/**
 * Whether the site writes to the browser's console. On while developing and in
 * tests; off in production builds, where the console belongs to the visitor and
 * diagnostics there only leak internals and alarm the curious. Set
 * NEXT_PUBLIC_DEBUG=1 at build time to see them on a production build.
 * Read at each call (both values are inlined by the build) so tests can switch it.
 */
export function consoleEnabled(): boolean {
  return flag(process.env.NEXT_PUBLIC_DEBUG, process.env.NODE_ENV !== 'production');
}

/** The console, silent unless `consoleEnabled()`: use it for every log in client code. */
export const clientConsole: Pick<Console, 'info' | 'warn' | 'error'> = {
  info: (...args: unknown[]) => {
    if (consoleEnabled()) console.info(...args);
  },
  warn: (...args: unknown[]) => {
    if (consoleEnabled()) console.warn(...args);
  },
  error: (...args: unknown[]) => {
    if (consoleEnabled()) console.error(...args);
  },
};
