#!/usr/bin/env node
/**
 * npm run cms:migrate-locales — moves an existing CMS's English copy from the `…En` fields into
 * Strapi's English versions (issue 47). Two steps around the deploy of the new schema; the order
 * for an operator is in docs/content.md ("Migrating an existing CMS").
 *
 *   CMS_URL=https://cms.example.com CMS_TOKEN=<read token> npm run cms:migrate-locales -- export english.json
 *     (on the old schema: reads every entry's English copy into english.json)
 *   CMS_URL=https://cms.example.com CMS_TOKEN=<full-access token> npm run cms:migrate-locales -- apply english.json
 *     (on the new schema: writes the English versions; running it again writes the same)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { applyEnglish, exportEnglish } from '../lib/cms/migrate-locales.mjs';

const [step, file] = process.argv.slice(2);
const url = process.env.CMS_URL?.trim();
const token = process.env.CMS_TOKEN?.trim();
if (!['export', 'apply'].includes(step) || !file || !url) {
  console.error('usage: CMS_URL=… CMS_TOKEN=… npm run cms:migrate-locales -- export|apply <file.json>');
  process.exit(2);
}

if (step === 'export') {
  const exported = await exportEnglish({ url, token });
  await writeFile(file, `${JSON.stringify(exported, null, 2)}\n`);
  const counts = Object.entries(exported.types).map(([type, entries]) => `${entries.length} ${type}`);
  console.log(`${file}: ${counts.join(', ')} read from ${url}`);
} else {
  const report = await applyEnglish(JSON.parse(await readFile(file, 'utf8')), { url, token, log: (line) => console.log(line) });
  console.log(
    `English versions written: ${Object.entries(report.written)
      .map(([type, count]) => `${count} ${type}`)
      .join(', ')}`,
  );
  for (const line of report.skipped) console.log(`not moved: ${line}`);
}
