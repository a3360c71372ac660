#!/usr/bin/env node
// Deep-merges a fragment {"tr": {...}, "en": {...}} into messages/tr.json and
// messages/en.json, keeping key order and 2-space formatting.
// Usage: node scripts/merge-messages.mjs fragment.json
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && target[key] && typeof target[key] === 'object') {
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
};
for (const locale of ['tr', 'en']) {
  if (!fragment[locale]) continue;
  const file = new URL(`../messages/${locale}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(messages, fragment[locale]), null, 2)}\n`);
}
