/** Types of ./compile-hints.mjs (plain JavaScript: next.config.ts runs it during the build). */
export const COMPILE_HINT: string;
export function startupScripts(distDir: string): string[];
export function withCompileHint(source: string): string;
export function markStartupScripts(distDir: string): string[];
export function compileHintsAfterBuild(
  build: { projectDir: string; distDir: string },
  env?: Record<string, string | undefined>,
): Promise<void>;
