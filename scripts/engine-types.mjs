// The engine's public API (src/api/engine.ts) as one declaration file a module's code type-checks against:
// dts-bundle-generator follows the entry's imports and writes every type it reaches into a single .d.ts,
// compiled with ES alone (types/tsconfig.json: no DOM, no Node, no Foundry). Prettier formats it as the
// repository's code is formatted. `npm run build` ships it in the zip and writes the repository's copy (as
// does `npm run types`); test/build/engine-types.test.ts fails when the committed copy is not what this makes.
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateDtsBundle } from "dts-bundle-generator";
import { format, resolveConfig } from "prettier";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the repository keeps it, and where the zip has it. */
export const ENGINE_TYPES = "types/shadowturn-engine.d.ts";

const HEADER = `// Shadowturn's engine API for a module's code, made by \`npm run build\` from src/api/engine.ts (do not edit).
// Import types from here; take every value from \`game.system.api.engine\` (docs/write-a-ruleset.md).
`;

/** The declaration file's text, made afresh from the source. */
export async function engineTypes() {
  const [bundle] = generateDtsBundle(
    [{ filePath: join(root, "src", "api", "engine.ts"), output: { noBanner: true } }],
    { preferredConfigPath: join(root, "types", "tsconfig.json") },
  );
  const file = join(root, ENGINE_TYPES);
  const options = (await resolveConfig(file)) ?? {};
  return format(HEADER + bundle, { ...options, filepath: file });
}

/** Writes it to each path (default: the repository's copy); returns the text. */
export async function writeEngineTypes(paths = [join(root, ENGINE_TYPES)]) {
  const text = await engineTypes();
  for (const path of paths) writeFileSync(path, text);
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await writeEngineTypes();
  console.log(`wrote ${ENGINE_TYPES}`);
}
