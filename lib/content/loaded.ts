import { cache } from 'react';
import { ContentUnavailableError } from './errors';

/**
 * What a page read from the content layer, in the one shape every view renders
 * its states from: the data, nothing to show, or a failure. A failure says
 * whether the content service did not answer (`unavailable`: down, timed out,
 * answered garbage, with no earlier answer to stand in) or something else
 * went wrong on our side (`error`), for the views that word the two apart.
 */
export type Loaded<T> = { status: 'loaded'; data: T } | { status: 'empty' } | { status: 'failed'; reason: 'unavailable' | 'error' };

function isNothing(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

/** What the loads of one render met (React's `cache()`: one object per server render, none outside one). */
const renderLoads = cache((): { failed: boolean } => ({ failed: false }));

/**
 * Runs a read and never throws: a failing content service must not take a
 * page down, each view shows its own failure state instead. Null, undefined
 * and an empty list count as empty unless `isEmpty` says otherwise. A failure
 * also marks the render it happened in (`renderMetFailedLoad`).
 */
export async function load<T>(read: () => Promise<T | null | undefined>, isEmpty: (data: T) => boolean = isNothing): Promise<Loaded<T>> {
  try {
    const data = await read();
    if (data === null || data === undefined || isEmpty(data)) return { status: 'empty' };
    return { status: 'loaded', data };
  } catch (error) {
    renderLoads().failed = true;
    return { status: 'failed', reason: error instanceof ContentUnavailableError ? 'unavailable' : 'error' };
  }
}

/**
 * Whether a load of the current server render failed so far: the page then shows less than the
 * content it is made of (a failure state, a section left out), and the page cache must not keep it
 * (components/layout/IncompleteContent.tsx). Read after the page's loads have settled.
 */
export function renderMetFailedLoad(): boolean {
  return renderLoads().failed;
}

/** The data, or `fallback` when there is none (empty or failed). */
export function loadedOr<T, F>(result: Loaded<T>, fallback: F): T | F {
  return result.status === 'loaded' ? result.data : fallback;
}

/** The same state with the data turned into another shape. */
export function mapLoaded<T, U>(result: Loaded<T>, map: (data: T) => U): Loaded<U> {
  return result.status === 'loaded' ? { status: 'loaded', data: map(result.data) } : result;
}
