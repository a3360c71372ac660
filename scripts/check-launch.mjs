#!/usr/bin/env node
/**
 * npm run check:launch — prints every clinic value with where it comes from and
 * exits 1 while any is still a shipped default or sample (lib/launch/check.mjs).
 * Reads the environment as a production build would (.env, .env.production,
 * .env.local, .env.production.local, then the shell's variables).
 */
import nextEnv from '@next/env';
import { formatReport, runLaunchCheck } from '../lib/launch/check.mjs';

const root = process.cwd();
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

try {
  const report = await runLaunchCheck({ env: process.env, root });
  console.log(formatReport(report));
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`check:launch could not read the CMS: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
