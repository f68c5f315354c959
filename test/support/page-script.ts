// A module of ours that has no imports, as a script a browser page can run: TypeScript's own transpiler
// strips the types, and its exports become one object on `window`. The browser tests then run the very
// functions the system ships (row-heights.ts, the tracker batch's tracker-seen.ts) against the real CSS.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** The script for `file` (relative to the repository), its exports set on `window[name]`. */
export function pageScript(file: string, name: string): string {
  const source = readFileSync(join(process.cwd(), file), "utf8");
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const names = [...js.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]!);
  if (/^import /m.test(js)) throw new Error(`${file} imports other modules: a page cannot load it alone`);
  // in a function of its own: two modules' top-level names (both have a `ROWS`) must not meet on one page
  return `(() => {\n${js.replace(/^export /gm, "")}\nwindow.${name} = { ${names.join(", ")} };\n})();`;
}
