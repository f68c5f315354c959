// No module imports itself back, however far round: a circle of imports ties files that should stand in
// layers (the engine below the Foundry layer, a view below the controls that use it), and an import circle in
// an ES bundle can hand a module another's exports before they are set. Every relative import counts, type-only
// ones and re-exports included (`import type` still ties the two files together for a reader), read with the
// TypeScript compiler's own pre-parser, so nothing but the compiler we already build with is needed.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOTS = ["src", "bench", "scripts"];
const SOURCE = /\.(ts|mts|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The repository file a relative specifier names, or null (a package, or a file that is not source). */
function resolved(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|ts|mts)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.mts`, `${stem}.mjs`, join(base, "index.ts")];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile() && SOURCE.test(c));
  return hit ? relative(process.cwd(), hit) : null;
}

/** Every file's relative imports, as repository paths. */
function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(filesUnder)) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = info.importedFiles.map((f) => resolved(file, f.fileName)).filter((t) => t !== null);
    graph.set(
      file,
      [...new Set(targets)].filter((t) => t !== file),
    );
  }
  return graph;
}

/** The strongly connected parts of more than one file (Tarjan): each is one import circle. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w);
      part.push(w);
    }
    if (part.length > 1) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("imports", () => {
  it("the checker finds a circle, type-only imports included", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(circles(new Map([["a.ts", ["b.ts"]]]))).toEqual([]);
  });

  it("the checker reads the tree's imports (the engine's index imports its combat flow)", () => {
    const graph = importGraph(ROOTS);
    expect(graph.get(join("src", "engine", "index.ts"))).toContain(join("src", "engine", "combat.ts"));
    // `import type` counts: the tracker's view types are imported for their types only
    expect(graph.get(join("src", "foundry", "tracker", "run-control.ts"))).toContain(
      join("src", "foundry", "tracker", "view-types.ts"),
    );
  });

  it("no import circle in src/, bench/ or scripts/", () => {
    expect(circles(importGraph(ROOTS))).toEqual([]);
  });
});
