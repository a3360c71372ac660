// Generates every SVG illustration under public/images/ (treatments, blog, team,
// gallery, hero, about, expert, emergency, logo, placeholder).
// Rerun from the project root with:  node scripts/illustrations/generate.mjs
// No dependencies; shared palette and shapes live in lib.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treatments } from './treatments.mjs';
import { blog } from './blog.mjs';
import { team, gallery, hero, about, expert, emergency, logo, placeholder } from './scenes.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../public/images');
const groups = { treatments, blog, team, gallery, '.': { hero, about, expert, emergency, logo, placeholder } };

let n = 0;
for (const [dir, files] of Object.entries(groups)) {
  for (const [name, content] of Object.entries(files)) {
    const file = join(OUT, dir, `${name}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content + '\n');
    n++;
  }
}
console.log(`wrote ${n} SVG files to ${OUT}`);
