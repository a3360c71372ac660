/** Types of ./build-files.mjs (plain JavaScript: the page cache Next loads as is imports it). */
export function readBuildFile(serverDistDir: string, href: string, encoding: BufferEncoding): string | null;
