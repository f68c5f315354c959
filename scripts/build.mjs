// Builds the installable system into dist/ and a release zip Foundry's installer accepts:
// vite bundles src/ into dist/shadowturn.js; manifest, templates, merged languages, one stylesheet, the
// samples' portraits (assets/) and the compiled LevelDB packs are copied beside it, with the German compendium text for Babele (babele/<lang>/) and
// LICENSE, and the engine API's declaration file for modules (scripts/engine-types.mjs, also written into the
// repository when run as `npm run build`); release/ gets shadowturn.zip and its system.json, whose
// url/manifest/download point at this version's GitHub release (scripts/release-links.mjs).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import { zipSync } from "fflate";
import { COMPACT_TEMPLATES, shippedTemplate } from "./compact-template.mjs";
import { languages, loadLanguage } from "../src/repo-data/lang.mjs";
import { releaseAuthors, releaseLinks } from "./release-links.mjs";
import { ENGINE_TYPES, writeEngineTypes } from "./engine-types.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Inline `@import url("./x.css")` lines so Foundry gets one stylesheet. */
function bundleCss(file) {
  const css = readFileSync(file, "utf8");
  return css.replace(/@import url\("\.\/([^"]+)"\);/g, (_, name) => {
    const path = join(dirname(file), name);
    if (!existsSync(path)) throw new Error(`${relative(root, file)} imports ${name}, which does not exist`);
    return bundleCss(path);
  });
}

/** The date of every zip entry: fixed (and local, as zip dates are), so two builds give the same zip. */
export const ZIP_DATE = new Date(2000, 0, 1);
/** Files LevelDB writes while the pack compiler runs, which Foundry neither needs nor reads from a zip. */
export const LEVELDB_RUN_FILES = new Set(["LOCK", "LOG", "LOG.old"]);

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Build into outDir (default dist/) and zip into releaseDir (default release/). The repository the links
 * point at is package.json `repository` unless `repository` (or the SHADOWTURN_REPOSITORY variable) says
 * otherwise. The language files (langDir, default lang/) are merged and checked first, so a bad one (a key
 * both a string and a parent, a duplicate) stops the build before anything is written.
 */
export async function buildSystem({
  outDir = join(root, "dist"),
  releaseDir = join(root, "release"),
  repository = process.env.SHADOWTURN_REPOSITORY,
  langDir = join(root, "lang"),
} = {}) {
  const strings = Object.fromEntries(languages(langDir).map((lang) => [lang, loadLanguage(lang, langDir)]));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await viteBuild({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir },
  });

  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  manifest.version = pkg.version;
  Object.assign(manifest, releaseLinks(repository || pkg.repository, pkg.version));
  manifest.authors = releaseAuthors(repository || pkg.repository);
  writeFileSync(join(outDir, "system.json"), JSON.stringify(manifest, null, 2) + "\n");

  cpSync(join(root, "templates"), join(outDir, "templates"), { recursive: true });
  for (const path of COMPACT_TEMPLATES) {
    const file = join(outDir, "templates", path);
    writeFileSync(file, shippedTemplate(path, readFileSync(file, "utf8")));
  }
  mkdirSync(join(outDir, "styles"), { recursive: true });
  writeFileSync(join(outDir, "styles", "shadowturn.css"), bundleCss(join(root, "styles", "shadowturn.css")));
  mkdirSync(join(outDir, "lang"), { recursive: true });
  for (const [lang, merged] of Object.entries(strings)) {
    writeFileSync(join(outDir, "lang", `${lang}.json`), JSON.stringify(merged, null, 2) + "\n");
  }
  cpSync(join(root, "babele"), join(outDir, "babele"), { recursive: true });
  cpSync(join(root, "assets"), join(outDir, "assets"), { recursive: true });
  cpSync(join(root, "LICENSE"), join(outDir, "LICENSE"));
  mkdirSync(join(outDir, "types"), { recursive: true });
  await writeEngineTypes([join(outDir, ENGINE_TYPES)]);
  if (existsSync(join(root, "scripts", "packs.mjs"))) {
    const { buildPacks } = await import(pathToFileURL(join(root, "scripts", "packs.mjs")).href);
    await buildPacks(join(outDir, "packs"));
  }

  // The zip holds the system folder's content at its root, as Foundry's installer expects. It is the same
  // bytes on every build of the same sources: entries sorted by path, every entry dated ZIP_DATE, and
  // LevelDB's lock and log files (LOCK, LOG, LOG.old: what the compiler's run left, not pack data) left out.
  const entries = {};
  const paths = listFiles(outDir)
    .map((file) => relative(outDir, file).split("\\").join("/"))
    .filter((path) => !LEVELDB_RUN_FILES.has(path.split("/").at(-1)))
    .sort();
  for (const path of paths) entries[path] = [readFileSync(join(outDir, path)), { mtime: ZIP_DATE }];
  mkdirSync(releaseDir, { recursive: true });
  writeFileSync(join(releaseDir, "shadowturn.zip"), zipSync(entries, { level: 6 }));
  writeFileSync(join(releaseDir, "system.json"), JSON.stringify(manifest, null, 2) + "\n");
  return { outDir, releaseDir, files: paths, manifest };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { outDir, releaseDir, files } = await buildSystem();
  // the repository's copy, which a test compares with a fresh one (the build in the tests writes only dist/)
  cpSync(join(outDir, ENGINE_TYPES), join(root, ENGINE_TYPES));
  console.log(
    `built ${files.length} files into ${relative(root, outDir)}/ and ${relative(root, releaseDir)}/shadowturn.zip`,
  );
}
