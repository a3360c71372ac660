import { z } from 'zod';

/**
 * zod as the browser may run it. By default zod 4 compiles object schemas with `new Function`,
 * after probing whether it may; the site's Content-Security-Policy has no 'unsafe-eval', so the
 * probe alone is a policy violation that Chrome reports (console, Issues panel, Lighthouse Best
 * Practices). Jitless, zod neither probes nor compiles. Every module the browser loads zod
 * through imports it from here, so the setting is made before any of its schemas is built; on
 * the server (the request route), where eval is allowed, zod keeps compiling.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
