/** Types of ./languages.mjs (plain JavaScript so Node runs it without a TypeScript loader). */
import type { Item, Languages } from './check.mjs';

export function languageItems(config: Languages): Item[];
export function loadLanguages(root: string): Promise<Languages>;
