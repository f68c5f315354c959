// The one reader of the compendium sources (packs/src/<pack>/*.yml, one entry per file). The packs build
// checks and compiles these files; the simulator and the tests take their item data from here, so a
// scenario's "Wired Reflexes II" is exactly the compendium's.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PACK_SOURCES = join(root, "packs", "src");

/** The source files under `dir` (recursively), sorted. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? sourceFiles(join(dir, d.name)) : [join(dir, d.name)]))
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort();
}

/** One source file's entry; throws when it cannot be read or parsed. */
export function readSourceFile(file) {
  const text = readFileSync(file, "utf8");
  return file.endsWith(".json") ? JSON.parse(text) : YAML.parse(text);
}

/** The pack folders under `srcRoot`, sorted. */
export function packFolders(srcRoot = PACK_SOURCES) {
  return readdirSync(srcRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Every entry of the packs under `srcRoot`, with its pack and file. */
export function readPackSources(srcRoot = PACK_SOURCES) {
  return packFolders(srcRoot).flatMap((pack) =>
    sourceFiles(join(srcRoot, pack)).map((file) => ({ pack, file, entry: readSourceFile(file) })),
  );
}
