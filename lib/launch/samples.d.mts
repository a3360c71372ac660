/** Types of ./samples.mjs. */
import type { Samples } from './check.mjs';

export function loadSamples(root: string): Samples;
