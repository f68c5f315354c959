// `npm run dev` in front of a running Foundry: vite answers for this system's files from the sources (the
// module entry, merged language files, templates, the stylesheet) and passes everything else to Foundry.
// A tiny local HTTP server stands in for Foundry on loopback.
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";

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

describe("npm run dev without a Foundry", () => {
  it("says that Foundry is not running, on the page and in the terminal, instead of a page that 404s", async () => {
    // a port nothing listens on: take a free one and close it again
    const probe = createHttpServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    process.env.FOUNDRY_PORT = String(port);
    const warnings: string[] = [];
    const vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "warn",
      customLogger: {
        info: () => {},
        warn: (msg: string) => warnings.push(msg),
        warnOnce: () => {},
        error: () => {},
        clearScreen: () => {},
        hasErrorLogged: () => false,
        hasWarned: false,
      },
      server: { port: 0, host: "127.0.0.1", hmr: false },
    });
    try {
      await vite.listen();
      const base = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/game`);
      expect(res.status).toBe(502);
      expect(await res.text()).toContain(`Foundry is not running on localhost:${port}`);
      await expect.poll(() => warnings.join("\n")).toContain(`Foundry is not running on localhost:${port}`);
    } finally {
      await vite.close();
      delete process.env.FOUNDRY_PORT;
    }
  }, 60_000);
});
