#!/usr/bin/env node
// `npx shadowturn-simulate FILE` (or the linked command): the turn simulator from any folder. The simulator
// is TypeScript run through tsx, a dev dependency of this checkout; without it the command says so and
// how to get it, instead of failing with a stack trace or nothing at all.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let register;
try {
  ({ register } = await import("tsx/esm/api"));
} catch {
  process.stderr.write(
    `shadowturn-simulate: the simulator needs this checkout's dev dependencies (tsx); run "npm ci" in ${root}\n`,
  );
  process.exit(2);
}
register();
await import(join(root, "src", "simulator", "cli.ts"));
