// vitest's global setup: when there is no Chromium, the browser tests are skipped, and the run says so once,
// with why and how to get them, instead of passing quietly with fewer tests.
import { CHROMIUM_PATH } from "./browser";
import { existsSync } from "node:fs";

export default function setup(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  process.stdout.write(
    `Browser tests skipped: no Chromium at ${CHROMIUM_PATH}. To run them, install Debian's ` +
      "(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n",
  );
}
