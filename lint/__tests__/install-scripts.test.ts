/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every installed package with an install script is named in its project's `allowScripts`: an npm
 * that runs only approved scripts (npm 12) would otherwise skip it silently, SQLite's compile among
 * them, and the request store would not load (README, "Run it").
 */
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe.each(['.', 'cms'])('install scripts of %s', (project) => {
  it('are each approved or denied in allowScripts', () => {
    const lock = read(path.join(project, 'package-lock.json')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const allowed = Object.keys((read(path.join(project, 'package.json')).allowScripts ?? {}) as Record<string, boolean>);
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.filter((name) => !allowed.includes(name))).toEqual([]);
  });
});
