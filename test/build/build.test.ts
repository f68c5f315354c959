// The release zip is what a GM installs: everything system.json names must be inside it, at the paths it
// names, or Foundry fails to load the system.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { buildSystem } from "../../scripts/build.mjs";
import { COMPACT_TEMPLATES, compactTemplate } from "../../scripts/compact-template.mjs";
import { releaseLinks, repositoryUrl } from "../../scripts/release-links.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  version: string;
  repository: { url: string };
};
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("the installable system", () => {
  const work = mkdtempSync(join(tmpdir(), "shadowturn-build-"));
  let files: Record<string, Uint8Array> = {};
  let released: Record<string, unknown> = {};
  let zip: Buffer = Buffer.alloc(0);
  let manifest: {
    id: string;
    version: string;
    url: string;
    manifest: string;
    download: string;
    esmodules: string[];
    styles: string[];
    languages: { lang: string; path: string }[];
    packs: { name: string; path: string; type: string }[];
  };

  beforeAll(async () => {
    const result = await buildSystem({ outDir: join(work, "dist"), releaseDir: join(work, "release") });
    zip = readFileSync(join(result.releaseDir, "shadowturn.zip"));
    files = unzipSync(zip);
    manifest = JSON.parse(text(files["system.json"]));
    released = JSON.parse(readFileSync(join(result.releaseDir, "system.json"), "utf8"));
  }, 180_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("is the same zip, byte for byte, when built again: sorted entries, fixed dates, no LevelDB LOCK or LOG", async () => {
    const again = await buildSystem({ outDir: join(work, "dist-2"), releaseDir: join(work, "release-2") });
    const second = readFileSync(join(again.releaseDir, "shadowturn.zip"));
    expect(second.equals(zip), "the two builds' zips differ").toBe(true);
    const names = Object.keys(files);
    expect(names).toEqual([...names].sort());
    expect(names.filter((n) => /(^|\/)(LOCK|LOG|LOG\.old)$/.test(n))).toEqual([]);
    // the compiler's run did leave them in the build folder: the zip leaves them out on purpose
    expect(readdirSync(join(work, "dist", manifest.packs[0]!.path))).toContain("LOCK");
  }, 180_000);

  it("has system.json at the top of the zip with the id Foundry installs it under", () => {
    expect(manifest.id).toBe("shadowturn");
  });

  it("contains every module, stylesheet and language file the manifest names", () => {
    const named = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    for (const path of named) expect(Object.keys(files), path).toContain(path);
  });

  it("ships each language as one flat JSON file of strings", () => {
    for (const { path } of manifest.languages) {
      const strings = JSON.parse(text(files[path])) as Record<string, unknown>;
      expect(Object.values(strings).every((v) => typeof v === "string")).toBe(true);
      expect(Object.keys(strings).length).toBeGreaterThan(10);
    }
  });

  it("contains a compiled LevelDB folder for every compendium pack", () => {
    expect(manifest.packs.length).toBeGreaterThan(0);
    for (const pack of manifest.packs) {
      const inPack = Object.keys(files).filter((f) => f.startsWith(`${pack.path}/`));
      expect(
        inPack.some((f) => f.endsWith("CURRENT")),
        pack.name,
      ).toBe(true);
    }
  });

  it("ships every template, the per-row tracker ones compacted as compact-template.mjs makes them", () => {
    for (const path of COMPACT_TEMPLATES) {
      const source = readFileSync(join("templates", path), "utf8");
      expect(text(files[`templates/${path}`]), path).toBe(compactTemplate(source));
      expect(text(files[`templates/${path}`]), path).not.toMatch(/>\s*\n/);
    }
    const header = "templates/combat/header.hbs";
    expect(text(files[header])).toBe(readFileSync(header, "utf8"));
  });

  it("bundles the stylesheet into one file without unresolved imports", () => {
    const css = text(files[manifest.styles[0]!]);
    expect(css).not.toContain("@import");
  });

  it("carries the package version and install links that point at that version's release", () => {
    expect(manifest.version).toBe(pkg.version);
    const repo = repositoryUrl(pkg.repository);
    expect(manifest.url).toBe(repo);
    // Foundry checks the manifest URL for updates: it must always name the newest release's system.json.
    expect(manifest.manifest).toBe(`${repo}/releases/latest/download/system.json`);
    // The download is this version's own zip, so installing an old manifest installs that old version.
    expect(manifest.download).toBe(`${repo}/releases/download/v${pkg.version}/shadowturn.zip`);
    for (const link of [manifest.url, manifest.manifest, manifest.download])
      expect(() => new URL(link)).not.toThrow();
  });

  it("attaches the same system.json beside the zip as inside it (the release serves both)", () => {
    expect(released).toEqual(manifest);
  });

  it("leaves the source map out of the zip, and the module points at none (it is not minified)", () => {
    const js = text(files[manifest.esmodules[0]!]);
    expect(Object.keys(files).filter((f) => f.endsWith(".map"))).toEqual([]);
    expect(js).not.toMatch(/sourceMappingURL/);
  });

  it("carries the links Foundry shows and an author with a contact (issue: contributors and packaging)", () => {
    const url = repositoryUrl(pkg.repository);
    expect(manifest).toMatchObject({
      bugs: `${url}/issues`,
      changelog: `${url}/blob/v${pkg.version}/CHANGELOG.md`,
      readme: `${url}/blob/v${pkg.version}/README.md`,
    });
    expect((manifest as unknown as { authors: { url?: string }[] }).authors[0]?.url).toBe(`${url}/issues`);
  });

  it("ships the German compendium text where Babele looks for it (babele/<lang>/shadowturn.<pack>.json)", () => {
    for (const pack of manifest.packs) {
      const path = `babele/de/shadowturn.${pack.name}.json`;
      expect(Object.keys(files), path).toContain(path);
      expect(Object.keys(JSON.parse(text(files[path])).entries).length, path).toBeGreaterThan(0);
    }
  });

  it("ships every sample combatant's portrait and token image at the path its actor names (GM guide: bring the samples in)", () => {
    const dir = join(process.cwd(), "packs", "src", "sample-combatants");
    const prefix = `systems/${manifest.id}/`;
    for (const file of readdirSync(dir)) {
      const actor = YAML.parse(readFileSync(join(dir, file), "utf8"));
      for (const img of [actor.img, actor.prototypeToken.texture.src] as string[]) {
        expect(img, `${actor.name}: a portrait of its own`).toMatch(new RegExp(`^${prefix}assets/`));
        expect(Object.keys(files), `${actor.name}: ${img}`).toContain(img.slice(prefix.length));
      }
    }
  });

  it("ships the licence the package declares", () => {
    expect(text(files["LICENSE"])).toMatch(/^MIT License/);
  });

  it("ships the engine API's declaration file for modules, the same as the repository's (docs/write-a-ruleset.md)", () => {
    const shipped = text(files["types/shadowturn-engine.d.ts"]);
    expect(shipped).toContain("export interface Ruleset");
    expect(shipped).toBe(readFileSync("types/shadowturn-engine.d.ts", "utf8"));
  });

  it("registers the system at init from the bundled module", () => {
    const js = text(files[manifest.esmodules[0]!]);
    expect(js).toContain('Hooks.once("init"');
  });
});

describe("release links (one repository address, overridable at build time)", () => {
  it("reads the usual ways package.json names a GitHub repository", () => {
    expect(repositoryUrl("git+https://github.com/gm/shadowturn.git")).toBe(
      "https://github.com/gm/shadowturn",
    );
    expect(repositoryUrl({ url: "https://github.com/gm/shadowturn" })).toBe(
      "https://github.com/gm/shadowturn",
    );
    expect(repositoryUrl("github:gm/shadowturn")).toBe("https://github.com/gm/shadowturn");
    expect(repositoryUrl("gm/shadowturn")).toBe("https://github.com/gm/shadowturn");
  });

  it("refuses an address a release cannot be downloaded from, naming it", () => {
    expect(() => repositoryUrl("")).toThrow(/repository/);
    expect(() => repositoryUrl("https://gitlab.com/gm/shadowturn")).toThrow(/gitlab\.com\/gm\/shadowturn/);
  });

  it("builds a fork's links from SHADOWTURN_REPOSITORY when the release workflow sets it", async () => {
    const work = mkdtempSync(join(tmpdir(), "shadowturn-fork-"));
    const before = process.env.SHADOWTURN_REPOSITORY;
    process.env.SHADOWTURN_REPOSITORY = "https://github.com/fork/shadowturn";
    try {
      const { manifest } = await buildSystem({
        outDir: join(work, "dist"),
        releaseDir: join(work, "release"),
      });
      expect(manifest).toMatchObject(releaseLinks("fork/shadowturn", pkg.version));
      expect(manifest.download).toBe(
        `https://github.com/fork/shadowturn/releases/download/v${pkg.version}/shadowturn.zip`,
      );
    } finally {
      if (before === undefined) delete process.env.SHADOWTURN_REPOSITORY;
      else process.env.SHADOWTURN_REPOSITORY = before;
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
