// The release zip is what a GM installs: everything system.json names must be inside it, at the paths it
// names, or Foundry fails to load the system.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSystem } from "../../scripts/build.mjs";

describe("the installable system", () => {
  const work = mkdtempSync(join(tmpdir(), "shadowturn-build-"));
  let files: Record<string, Uint8Array> = {};
  let manifest: {
    id: string;
    esmodules: string[];
    styles: string[];
    languages: { lang: string; path: string }[];
    packs: { name: string; path: string; type: string }[];
  };

  beforeAll(async () => {
    const result = await buildSystem({ outDir: join(work, "dist"), releaseDir: join(work, "release") });
    files = unzipSync(readFileSync(join(result.releaseDir, "shadowturn.zip")));
    manifest = JSON.parse(new TextDecoder().decode(files["system.json"]));
  }, 180_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("has system.json at the top of the zip with the id Foundry installs it under", () => {
    expect(manifest.id).toBe("shadowturn");
  });

  it("contains every module, stylesheet and language file the manifest names", () => {
    const named = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    for (const path of named) expect(Object.keys(files), path).toContain(path);
  });

  it("ships each language as one flat JSON file of strings", () => {
    for (const { path } of manifest.languages) {
      const strings = JSON.parse(new TextDecoder().decode(files[path])) as Record<string, unknown>;
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

  it("bundles the stylesheet into one file without unresolved imports", () => {
    const css = new TextDecoder().decode(files[manifest.styles[0]!]);
    expect(css).not.toContain("@import");
  });

  it("registers the system at init from the bundled module", () => {
    const js = new TextDecoder().decode(files[manifest.esmodules[0]!]);
    expect(js).toContain('Hooks.once("init"');
  });
});
