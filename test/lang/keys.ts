// Finds the localisation keys the project uses: keys passed to `localize` in templates, "SHADOWTURN.*" string
// literals in the TypeScript sources (read with the TypeScript parser, so comments never count), the prefixes
// of keys built at run time (`SHADOWTURN.Actor.Mode.${mode}`) and the codes of RuleErrors, which the Foundry
// layer shows as `SHADOWTURN.Error.<code>`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export const ROOT = join(import.meta.dirname, "..", "..");

export interface KeyUse {
  key: string;
  file: string;
}

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name), ext) : d.name.endsWith(ext) ? [join(dir, d.name)] : [],
  );
}

/** `{{localize "KEY"}}`, `(localize 'KEY')` and any quoted "SHADOWTURN.*" in the templates. */
export function templateKeys(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of files(join(ROOT, "templates"), ".hbs")) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/localize\s+["']([^"']+)["']|["'](SHADOWTURN\.[A-Za-z0-9_.-]+)["']/g)) {
      uses.push({ key: (m[1] ?? m[2])!, file: relative(ROOT, file) });
    }
  }
  return uses;
}

export interface CodeKeys {
  /** Full keys: string literals starting with "SHADOWTURN.". */
  literals: KeyUse[];
  /** Static heads of template literals: `SHADOWTURN.Actor.Mode.${m}` gives "SHADOWTURN.Actor.Mode.". */
  prefixes: KeyUse[];
  /** Literal first arguments of `new RuleError("code", ...)`. */
  errorCodes: KeyUse[];
}

/** Walks every .ts file under src with the TypeScript parser. */
export function codeKeys(): CodeKeys {
  const out: CodeKeys = { literals: [], prefixes: [], errorCodes: [] };
  for (const file of files(join(ROOT, "src"), ".ts").filter((f) => !f.endsWith(".d.ts"))) {
    const rel = relative(ROOT, file);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        node.text.startsWith("SHADOWTURN.")
      ) {
        out.literals.push({ key: node.text, file: rel });
      } else if (ts.isTemplateExpression(node) && node.head.text.startsWith("SHADOWTURN.")) {
        out.prefixes.push({ key: node.head.text, file: rel });
      } else if (ts.isNewExpression(node) && node.expression.getText(source) === "RuleError") {
        const first = node.arguments?.[0];
        if (first && ts.isStringLiteral(first)) out.errorCodes.push({ key: first.text, file: rel });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** `{name}` placeholders of a string, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
