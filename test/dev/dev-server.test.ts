// `npm run dev` in front of a running Foundry: vite answers for this system's files from the sources (the
// module entry, merged language files, templates, the stylesheet) and passes everything else to Foundry.
// A tiny local HTTP server stands in for Foundry on loopback.
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { readFileSync } from "node:fs";
import { devAddress } from "../../scripts/foundry-dev-plugin";

describe("the dev server (npm run dev)", () => {
  let foundry: Server;
  let vite: ViteDevServer;
  let base = "";

  beforeAll(async () => {
    foundry = createHttpServer((req, res) => res.end(`foundry answered ${req.url}`));
    await new Promise<void>((done) => foundry.listen(0, "127.0.0.1", done));
    process.env.FOUNDRY_PORT = String((foundry.address() as AddressInfo).port);
    vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1", hmr: false },
    });
    await vite.listen();
    base = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await vite?.close();
    await new Promise((done) => foundry?.close(done));
    delete process.env.FOUNDRY_PORT;
  });

  it("serves the module system.json names from the TypeScript entry", async () => {
    const res = await fetch(`${base}/systems/shadowturn/shadowturn.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Hooks.once("init"');
  });

  it("serves each language as one merged file, as the build writes it", async () => {
    const res = await fetch(`${base}/systems/shadowturn/lang/de.json`);
    expect(res.status).toBe(200);
    const strings = (await res.json()) as Record<string, string>;
    expect(strings["SHADOWTURN.SystemTitle"]).toBe("Shadowturn");
    expect(Object.keys(strings).length).toBeGreaterThan(100);
  });

  it("serves templates and the stylesheet from the sources", async () => {
    const template = await fetch(`${base}/systems/shadowturn/templates/combat/tracker.hbs`);
    expect(template.status).toBe(200);
    expect(await template.text()).toContain("{{");
    // the per-row templates as the build ships them (scripts/compact-template.mjs)
    const row = await fetch(`${base}/systems/shadowturn/templates/combat/row.hbs`);
    expect(row.status).toBe(200);
    const rowText = await row.text();
    expect(rowText).toContain('data-action="activateCombatant"');
    expect(rowText).not.toMatch(/>\s*\n/);
    const css = await fetch(`${base}/systems/shadowturn/styles/shadowturn.css`);
    expect(css.status).toBe(200);
  });

  it("passes every other request through to Foundry", async () => {
    const res = await fetch(`${base}/game`);
    expect(await res.text()).toBe("foundry answered /game");
  });
});

/** A vite logger that keeps what it is told, by level, in the lists given. */
function capture(into: { info?: string[]; warn?: string[]; error?: string[] }) {
  const keep = (list?: string[]) => (msg: string) => void list?.push(msg);
  return {
    info: keep(into.info),
    warn: keep(into.warn),
    warnOnce: () => {},
    error: keep(into.error),
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  };
}

describe("the address npm run dev prints", () => {
  it("is Foundry through vite, the one the README says to open (not vite's /systems/shadowturn/ base)", async () => {
    const lines: string[] = [];
    const vite = await createServer({
      configFile: "vite.config.ts",
      customLogger: capture({ info: lines }),
      server: { port: 0, host: "127.0.0.1", hmr: false },
    });
    try {
      await vite.listen();
      const port = (vite.httpServer?.address() as AddressInfo).port;
      vite.printUrls();
      expect(lines.join("\n")).toContain(`Open Foundry through vite: ${devAddress(port)}`);
      expect(lines.join("\n")).not.toContain("/systems/shadowturn/");
    } finally {
      await vite.close();
    }
    const readme = readFileSync("README.md", "utf8").replace(/\s+/g, " ");
    expect(readme).toContain(`open <${devAddress(30001)}>`);
  }, 60_000);
});

describe("npm run dev without a Foundry", () => {
  it("says that Foundry is not running, on the page and in the terminal, instead of a page that 404s", async () => {
    // a port nothing listens on: take a free one and close it again
    const probe = createHttpServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    process.env.FOUNDRY_PORT = String(port);
    const warnings: string[] = [];
    const errors: string[] = [];
    const vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "warn",
      customLogger: capture({ warn: warnings, error: errors }),
      server: { port: 0, host: "127.0.0.1", hmr: false },
    });
    try {
      await vite.listen();
      const base = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/game`);
      expect(res.status).toBe(502);
      expect(await res.text()).toContain(`Foundry is not running on localhost:${port}`);
      await expect.poll(() => warnings.join("\n")).toContain(`Foundry is not running on localhost:${port}`);
      // one notice while Foundry is down, not an error with a stack for every request
      for (const path of ["/game", "/join", "/icons/x.svg", "/scripts/foundry.mjs"]) await fetch(base + path);
      const said = warnings.filter((w) => w.includes("Foundry is not running"));
      expect(said).toHaveLength(1);
      expect(errors.filter((e) => /proxy error/.test(e))).toEqual([]);
    } finally {
      await vite.close();
      delete process.env.FOUNDRY_PORT;
    }
  }, 60_000);
});
