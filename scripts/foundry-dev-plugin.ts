// `npm run dev`: Foundry asks for the files system.json names (shadowturn.js, lang/<lang>.json, the one
// stylesheet), which only exist after a build. This plugin answers those from the sources, so vite can serve
// the system with hot reload while Foundry keeps running from its installed copy for everything else.
import type { Plugin } from "vite";
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { shippedTemplate } from "./compact-template.mjs";
import { loadLanguage } from "../src/repo-data/lang.mjs";

export const SYSTEM_BASE = "/systems/shadowturn/";

/** What `npm run dev` says when nothing answers on Foundry's port: the page and the terminal say the same. */
export function foundryDownText(port: number): string {
  return (
    `Foundry is not running on localhost:${port}. Start Foundry first (or set FOUNDRY_PORT to the port it ` +
    "listens on), then reload: npm run dev serves only this system's files and passes the rest to Foundry."
  );
}

/** Whether something accepts connections on localhost:port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.end();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

/**
 * The proxy's answer when Foundry does not: a 502 page that says Foundry is not running, instead of vite's
 * bare error (or a link that 404s).
 */
export function answerFoundryDown(res: ServerResponse | Socket, port: number): void {
  // A websocket's failure comes with a bare socket: nothing to write a page to.
  if (!("setHeader" in res) || res.headersSent) return;
  res.statusCode = 502;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(foundryDownText(port) + "\n");
}

export function foundryDevPlugin(root: string, foundryPort: number): Plugin {
  return {
    name: "shadowturn-foundry-dev",
    apply: "serve",
    configureServer(server) {
      // Say it at start-up too, under vite's own "Local:" line, which otherwise invites a click that fails.
      server.httpServer?.once("listening", () => {
        void portAnswers(foundryPort).then((up) => {
          if (!up) server.config.logger.warn(foundryDownText(foundryPort));
        });
      });
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0] ?? "";
        if (url === `${SYSTEM_BASE}shadowturn.js`) {
          req.url = `${SYSTEM_BASE}src/shadowturn.ts`;
        }
        const lang = /^\/systems\/shadowturn\/lang\/([a-z-]+)\.json$/.exec(url);
        if (lang?.[1]) {
          try {
            const strings = loadLanguage(lang[1], `${root}/lang`);
            res.setHeader("Content-Type", "application/json");
            res.end(JSON.stringify(strings));
          } catch (error) {
            res.statusCode = 404;
            res.end(String(error));
          }
          return;
        }
        // templates as the build ships them (the per-row ones compacted, compact-template.mjs)
        const template = /^\/systems\/shadowturn\/templates\/(.+\.hbs)$/.exec(url);
        if (template?.[1]) {
          try {
            const text = readFileSync(`${root}/templates/${template[1]}`, "utf8");
            res.setHeader("Content-Type", "text/plain; charset=utf-8");
            res.end(shippedTemplate(template[1], text));
            return;
          } catch {
            // not one of ours: vite or Foundry answers
          }
        }
        next();
      });
    },
  };
}
