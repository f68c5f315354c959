// The repository stands alone: a reader follows README and docs/ without anything from outside it, the rules
// reference covers every rule tests cite and every action the compendium ships.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { PACK_SOURCES } from "../../scripts/packs.mjs";
import { releaseLinks } from "../../scripts/release-links.mjs";

const rules = readFileSync("docs/rules.md", "utf8");
const anchors = new Set([...rules.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
/** The text of the bullet `- _<label>_...` in docs/rules.md, joined into one line. */
function bullet(label: string): string {
  const start = rules.indexOf(`- _${label}_`);
  if (start < 0) return "";
  const end = rules.slice(start + 2).search(/\n\s*(?:- _|\d+\. |\n)/);
  return rules
    .slice(start, end < 0 ? undefined : start + 2 + end)
    .replace(/\s+/g, " ")
    .replace(/^- _[^_]+_:? /, "");
}
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const textFiles = tracked.filter(
  (f) => /\.(md|ts|mts|mjs|js|json|ya?ml|hbs|css|txt)$/.test(f) && existsSync(f),
);

/** Pointers to the documents the rules were first written in, which live outside this repository. */
const OUTSIDE = [
  new RegExp(["\\.\\.", "shared"].join("/")),
  new RegExp(["\\bseeds?", "?\\s?0\\d\\d"].join(""), "i"),
  new RegExp(["RULES", "\\.md"].join("")),
];

describe("the repository points nowhere outside itself", () => {
  it("no tracked file (besides the changelog's history) names the shared folder, a seed or the old rules file", () => {
    const hits = textFiles
      .filter((f) => f !== "CHANGELOG.md")
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            OUTSIDE.some((re) => re.test(line)) ? [`${f}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(hits).toEqual([]);
  });

  it("every relative link in README and docs/ leads to a file of the repository", () => {
    const docs = [
      "README.md",
      ...readdirSync("docs")
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
    ];
    const broken = docs.flatMap((doc) =>
      [...readFileSync(doc, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(dirname(doc), target)))
        .map((target) => `${doc} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("README links the rules reference and the Foundry layer notes", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme).toContain("](docs/rules.md)");
    expect(readme).toContain("](docs/foundry-layer.md)");
  });

  it("README's manifest URL is the one the build writes into system.json", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    expect(readFileSync("README.md", "utf8")).toContain(
      `<${releaseLinks(pkg.repository, pkg.version).manifest}>`,
    );
  });
});

describe("docs/rules.md, the rules reference", () => {
  it("numbers every rule of every ruleset, as tests cite them", () => {
    const count = { sr4: 11, sr5: 7, "bonus-actions": 7, d20: 6 };
    for (const [ruleset, n] of Object.entries(count)) {
      for (let i = 1; i <= n; i++) expect(anchors.has(`${ruleset}-${i}`), `${ruleset} rule ${i}`).toBe(true);
      expect(anchors.has(`${ruleset}-${n + 1}`), `${ruleset} has no rule ${n + 1}`).toBe(false);
    }
  });

  it("has every rule that a test, a doc or the code cites as 'rules <ruleset> rule <n>'", () => {
    const cite = /\brules:? (sr4|sr5|bonus-actions|d20|formulas|stacking|words|examples) rules? (\d+)/gi;
    const missing = textFiles
      .filter((f) => /^(test|src|docs|bench|examples)\//.test(f) || f === "README.md")
      .flatMap((f) =>
        [...readFileSync(f, "utf8").matchAll(cite)]
          .filter((m) => !anchors.has(`${m[1]!.toLowerCase()}-${m[2]}`))
          .map((m) => `${f}: ${m[0]}`),
      );
    expect(missing).toEqual([]);
  });

  it("lists every Shadowrun action of the compendium under its kind and category", () => {
    for (const file of readdirSync(join(PACK_SOURCES, "sr-actions"))) {
      const action = YAML.parse(readFileSync(join(PACK_SOURCES, "sr-actions", file), "utf8"));
      const kinds = { free: "Free", simple: "Simple", complex: "Complex", interrupt: "Interrupt" };
      const kind = kinds[action.system.srKind as keyof typeof kinds];
      const category = action.system.category === "matrix" ? "Matrix" : action.system.category;
      const group = bullet(kind)
        .split("; ")
        .find((g) => g.startsWith(`${category}:`));
      const names = (group ?? "")
        .slice(category.length + 1)
        .split(/[,;.] |[;.]$/)
        .map((n) => n.trim());
      expect(names, `${action.name} (${kind}, ${category})`).toContain(action.name);
    }
  });

  it("lists every d20 action of the compendium under what it uses up", () => {
    const kinds = {
      action: "Action",
      bonus: "Bonus action",
      reaction: "Reaction",
      object: "Object interaction",
    };
    for (const file of readdirSync(join(PACK_SOURCES, "d20-actions"))) {
      const action = YAML.parse(readFileSync(join(PACK_SOURCES, "d20-actions", file), "utf8"));
      const label = kinds[action.system.d20Kind as keyof typeof kinds];
      const text = bullet(label).replace(/^\([^)]*\): /, "");
      const names = text.split(/ with [^,;]+|[,;.]/).map((n) => n.trim());
      expect(names, `${action.name} (${label})`).toContain(action.name);
    }
  });
});

describe("README layout table", () => {
  it("lists every top-level folder and every folder of src/ (issue: docs in proportion)", () => {
    const readme = readFileSync("README.md", "utf8");
    const layout = readme.slice(readme.indexOf("## Layout"));
    const folders = [
      ...new Set(tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0]!)),
      ...new Set(
        tracked.filter((f) => /^src\/[^/]+\//.test(f)).map((f) => f.split("/").slice(0, 2).join("/")),
      ),
    ].filter((f) => f !== "src");
    for (const folder of folders) expect(layout, folder).toContain(`\`${folder}/`);
  });
});

describe("README starts honestly", () => {
  const readme = readFileSync("README.md", "utf8");
  const opening = readme.split(/\n## /)[0]!;
  const install = readme.slice(readme.indexOf("### Put it into Foundry")).split(/\n### /)[0]!;

  it("opens by saying it is pre-release, not yet run in a real Foundry, and asks GMs to run the Quench checks", () => {
    expect(opening).toMatch(/pre-release/i);
    expect(opening).toMatch(/not yet been run in a real Foundry/);
    expect(opening).toContain("(#check-it-in-your-foundry)");
  });

  it("leads the install section with the zip and the build; the manifest URL waits for the first release", () => {
    const bullets = [...install.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1]);
    expect(bullets.slice(0, 2)).toEqual(["From the zip", "From a build"]);
    const manifest = install.slice(install.indexOf("**From the manifest URL**"));
    expect(manifest).toMatch(/once the first release is published/);
    expect(install).not.toMatch(/the usual way/);
  });

  it("system.json claims no verified Foundry build until the checks have passed in one", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { compatibility: object };
    expect(manifest.compatibility).not.toHaveProperty("verified");
  });
});
