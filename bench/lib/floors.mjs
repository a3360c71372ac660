import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The styled floor is bench/floor built with FLOOR_STYLED=1 (bench/floor/styled/base.js). Its
 * stylesheet and font are the site's own, copied in before each build so the floor follows the
 * site's base styles: app/styles/tokens.css and globals.css as one file, and the core font subset
 * the site preloads.
 */
export function writeStyledFloorAssets(root, floorDir) {
  const out = path.join(floorDir, 'styled', 'site');
  mkdirSync(out, { recursive: true });
  const styles = path.join(root, 'app', 'styles');
  const globals = readFileSync(path.join(styles, 'globals.css'), 'utf8').replace(/@import\s+['"]\.\/tokens\.css['"];\s*/, '');
  // The site defines these on <html> for its three other faces (app/fonts/index.ts); an undefined
  // one would make the whole font-family list of tokens.css invalid. Here they name no face.
  const otherFaces = ':root { --font-jakarta-tr: none-here; --font-jakarta-latin: none-here; --font-jakarta-ext: none-here; }\n';
  writeFileSync(path.join(out, 'base.css'), `${readFileSync(path.join(styles, 'tokens.css'), 'utf8')}\n${otherFaces}${globals}`);
  copyFileSync(path.join(root, 'app', 'fonts', 'plus-jakarta-sans-core.woff2'), path.join(out, 'plus-jakarta-sans-core.woff2'));
}
