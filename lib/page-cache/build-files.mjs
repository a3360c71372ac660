// @ts-check
import { readFileSync } from 'node:fs';

/** @type {Map<string, string | null>} */
const fileCache = new Map();

/**
 * A file of the build's static folder, read once, as text in `encoding` (`<distDir>/static/…` for
 * `/_next/static/…`); null when it cannot be read: a deployment that serves /_next/static from
 * elsewhere, where the page keeps its links and preloads.
 * @param {string} serverDistDir
 * @param {string} href
 * @param {BufferEncoding} encoding
 * @returns {string | null}
 */
export function readBuildFile(serverDistDir, href, encoding) {
  const file = `${serverDistDir}/../${href.replace(/^\/_next\//, '')}`;
  const key = `${encoding}:${file}`;
  if (!fileCache.has(key)) {
    try {
      fileCache.set(key, readFileSync(file).toString(encoding));
    } catch {
      fileCache.set(key, null);
    }
  }
  return fileCache.get(key) ?? null;
}
