/** @jest-environment node */
import { createHash } from 'node:crypto';
import { CONSENT_PENDING_SCRIPT } from '../../consent/first-paint.mjs';
import { foreignInlineScripts, inlineScriptHashSources, inlineScripts } from '../script-hashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScripts', () => {
  it('finds the inline scripts a browser checks, in document order, and skips external scripts and data blocks', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Dentist"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT nonce="abc" TYPE="text/javascript">self.__next_f.push([1,"<\\u002fscript>"])</SCRIPT >',
      '<script type=\'importmap\'>{"imports":{}}</script>',
      '<script async src=/b.js></script>',
      '<script></script>',
      '</head><body></body></html>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      'import "/x.js"',
      'self.__next_f.push([1,"<\\u002fscript>"])',
      '{"imports":{}}',
      '',
    ]);
  });

  it('reads line breaks as the HTML parser hands them to the script (CR LF and CR become LF)', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()\n</script>')).toEqual(['a()\nb()\nc()\n']);
  });

  it('does not take a data-src or an id ending in src for an external script', () => {
    expect(inlineScripts('<script data-src="x" id="nosrc">run()</script>')).toEqual(['run()']);
  });
});

describe('inlineScriptHashSources', () => {
  it("lists each of the framework's scripts once, and no other script", () => {
    const a = 'self.__next_f.push([1,"a"])';
    const b = '$RC("B:0","S:0")';
    expect(inlineScriptHashSources(`<script>${a}</script><script>${b}</script><script>alert(1)</script><script>${a}</script>`)).toEqual([
      sha256(a),
      sha256(b),
    ]);
    expect(inlineScriptHashSources('<p>no scripts</p>')).toEqual([]);
  });
});

describe('foreignInlineScripts', () => {
  it("leaves out the framework's scripts and the site's own, and keeps any other", () => {
    const html = [
      `<script>${CONSENT_PENDING_SCRIPT}</script>`,
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>alert(1)</script>',
      `<script>${CONSENT_PENDING_SCRIPT};alert(2)</script>`,
    ].join('');
    expect(foreignInlineScripts(html)).toEqual(['alert(1)', `${CONSENT_PENDING_SCRIPT};alert(2)`]);
  });
});
