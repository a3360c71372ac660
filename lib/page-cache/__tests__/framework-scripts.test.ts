/** @jest-environment node */
import { isFrameworkScript, reactRuntimeFragments } from '../framework-scripts.mjs';

describe('the inline scripts the framework writes', () => {
  it.each([
    ['the flight bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['the flight bootstrap with the form state', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])'],
    ['a flight-data push', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"x\\"]\\n\\u003cscript"])'],
    ['a binary flight chunk', 'self.__next_f.push([3,"AAEC"])'],
    [
      "Turbopack's chunk list",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
    ],
    ["React's shell time", 'requestAnimationFrame(function(){$RT=performance.now()});'],
    ["React's boundary completion", '$RC("B:1","S:1")'],
    ["React's client render with an error digest", '$RX("B:2","DIGEST",null,null)'],
  ])('recognises %s', (_label, script) => {
    expect(isFrameworkScript(script)).toBe(true);
  });

  it("recognises React's runtime as the installed React writes it, followed by its call", () => {
    const fragments = reactRuntimeFragments();
    const boundary = fragments.find((fragment) => fragment.startsWith('$RB=[];'));
    // Read from React's server source: a React that no longer writes its runtime this way leaves
    // every streamed page's completion scripts blocked (docs/architecture.md, "Framework internals").
    const internal =
      "next/dist/compiled/react-dom/cjs/react-dom-server.edge.production.js: React's inline runtime as stringToPrecomputedChunk('$RB=[];…$RC=function…') literals";
    expect({ internal, found: Boolean(boundary?.includes('$RC=function')) }).toEqual({ internal, found: true });
    expect(isFrameworkScript(`${boundary}$RC("B:0","S:0")`)).toBe(true);
  });

  it.each([
    ['any other script', 'alert(1)'],
    ['a flight push followed by code', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a flight push whose argument is code', 'self.__next_f.push([1]);alert(1);x([1])'],
    ['a bootstrap followed by code', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    ['a Turbopack push of code', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));'],
    ['a React call with code for an argument', '$RC("a",alert(1))'],
    ['a React call followed by code', '$RC("a","b");alert(1)'],
    ["React's runtime followed by code", `${reactRuntimeFragments()[0]}alert(1)`],
    ['an empty script', ''],
  ])('refuses %s', (_label, script) => {
    expect(isFrameworkScript(script)).toBe(false);
  });
});
