/** Types of ./cms.mjs. */
import type { CmsEntries } from './check.mjs';

export function fetchCmsEntries(
  apiUrl: string,
  options?: { token?: string | null; fetch?: typeof fetch; timeoutMs?: number },
): Promise<CmsEntries>;
