// `npm run screenshots` refreshes docs/screenshots/; on a machine where the browser tests cannot run it must
// fail and say why, instead of passing with every picture skipped (issue "The first five minutes", point 6),
// and the ordinary test run says once that it skipped them.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..", "..");

describe("npm run screenshots", () => {
  it("fails and names the missing browser when there is no Chromium at CHROMIUM_PATH", () => {
    const r = spawnSync("npm", ["run", "screenshots"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    });
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain(
      "npm run screenshots cannot take pictures: there is no Chromium at /nonexistent/chromium",
    );
  }, 120_000);

  it("an ordinary run without Chromium says in one line that it skips the browser tests, and how to get them", () => {
    const r = spawnSync("npx", ["vitest", "run", "test/contributor/pictures.test.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    });
    expect(r.status).toBe(0);
    const lines = (r.stdout + r.stderr).split("\n").filter((l) => l.includes("Browser tests skipped"));
    expect(lines).toEqual([
      "Browser tests skipped: no Chromium at /nonexistent/chromium. To run them, install Debian's " +
        "(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    ]);
  }, 120_000);
});
