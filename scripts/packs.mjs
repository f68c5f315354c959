// Compiles the compendium sources (packs/src/<pack>/*.yml, one entry per file) into LevelDB packs with the
// Foundry CLI's compilePack (as SR5 utils/packs.mjs and dnd5e do). Every entry is checked first against our
// data models' rules (src/foundry/actor/pack-entry.ts); a broken entry fails the build naming file and field.
// The sources are read through src/repo-data/pack-sources.mjs, the same reader the simulator uses.
//   node scripts/packs.mjs <outDir>
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { tsImport } from "tsx/esm/api";
import { PACK_SOURCES, packFolders, readSourceFile, sourceFiles } from "../src/repo-data/pack-sources.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export { PACK_SOURCES };

/** The packs listed in system.json: name -> document type. */
export function packTypes(manifestPath = join(root, "system.json")) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  return Object.fromEntries((manifest.packs ?? []).map((p) => [p.name, p.type]));
}

/**
 * Checks every source entry under `srcRoot`; returns the problems as "file: field: what is wrong".
 * Each pack folder must be listed in system.json (its document type comes from there).
 */
export async function checkPackSources(srcRoot = PACK_SOURCES, types = packTypes()) {
  const { checkPackEntry } = await tsImport(
    pathToFileURL(join(root, "src", "foundry", "actor", "pack-entry.ts")).href,
    import.meta.url,
  );
  const problems = [];
  const ids = new Map();
  for (const pack of packFolders(srcRoot)) {
    const type = types[pack];
    if (!type) {
      problems.push(`${pack}: this pack folder is not listed in system.json packs`);
      continue;
    }
    for (const file of sourceFiles(join(srcRoot, pack))) {
      const name = relative(root, file);
      let entry;
      try {
        entry = readSourceFile(file);
      } catch (error) {
        problems.push(`${name}: cannot be read (${error.message})`);
        continue;
      }
      for (const p of checkPackEntry(entry, type)) problems.push(`${name}: ${p}`);
      const id = entry?._id;
      if (typeof id === "string") {
        if (ids.has(id)) problems.push(`${name}: _id ${id} is also used by ${ids.get(id)}`);
        ids.set(id, name);
      }
    }
  }
  return problems;
}

/** Validates, then compiles every pack under `srcRoot` into `outDir/<pack>`. Throws with every problem found. */
export async function buildPacks(outDir, { srcRoot = PACK_SOURCES, types = packTypes(), log = false } = {}) {
  const problems = await checkPackSources(srcRoot, types);
  if (problems.length > 0) {
    throw new Error(`compendium sources have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }
  const built = [];
  for (const pack of packFolders(srcRoot)) {
    const src = join(srcRoot, pack);
    if (!existsSync(src)) continue;
    await compilePack(src, join(outDir, pack), { yaml: true, recursive: true, log });
    built.push(pack);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outDir = resolve(process.argv[2] ?? join(root, "dist", "packs"));
  try {
    const built = await buildPacks(outDir);
    console.log(
      `built ${built.length} packs into ${relative(process.cwd(), outDir) || "."}: ${built.join(", ")}`,
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
