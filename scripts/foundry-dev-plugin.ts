// `npm run dev`: Foundry asks for the files system.json names (shadowturn.js, lang/<lang>.json, the one
// stylesheet), which only exist after a build. This plugin answers those from the sources, so vite can serve
// the system with hot reload while Foundry keeps running from its installed copy for everything else.
import type { Logger, Plugin } from "vite";
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

/**
 * The address to open while `npm run dev` runs: Foundry itself, through vite (not /systems/shadowturn/,
 * vite's base, which is only this system's folder). The README names the same one.
 */
export function devAddress(port: number): string {
  return `http://localhost:${port}/`;
}

/**
 * Says once that Foundry is down, however many requests fail while it is (vite's proxy logs an error with a
 * stack for each), and again only after Foundry has answered in between.
 */
export class FoundryDownNotice {
  #said = false;
  /** Where the notice goes: the dev server's logger once it runs. */
  say: (text: string) => void = (text) => console.warn(text);
  constructor(readonly port: number) {}

  /** Foundry did not answer. */
  down(): void {
    if (this.#said) return;
    this.#said = true;
    this.say(foundryDownText(this.port));
  }

  /** Foundry answered: the next failure is news again. */
  up(): void {
    this.#said = false;
  }

  /**
   * Turns the proxy's errors on `logger` (vite's "http proxy error: /game ... ECONNREFUSED", one per request)
   * into this notice, and says the notice there; every other message passes as it was.
   */
  takeOver(logger: Logger): void {
    const error = logger.error.bind(logger);
    logger.error = (msg, options) => {
      if (/(http|ws) proxy (socket )?error/.test(msg)) this.down();
      else error(msg, options);
    };
    this.say = (text) => logger.warn(text);
  }
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

export function foundryDevPlugin(
  root: string,
  foundryPort: number,
  notice = new FoundryDownNotice(foundryPort),
): Plugin {
  return {
    name: "shadowturn-foundry-dev",
    apply: "serve",
    configureServer(server) {
      notice.takeOver(server.config.logger);
      // vite would print its base (/systems/shadowturn/, only this system's folder): print the page to open
      server.printUrls = () => {
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : (server.config.server.port ?? 0);
        server.config.logger.info(`\n  Open Foundry through vite: ${devAddress(port)}\n`);
      };
      // Say it at start-up too, under that address, which otherwise invites a click that fails.
      server.httpServer?.once("listening", () => {
        void portAnswers(foundryPort).then((up) => {
          if (!up) notice.down();
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
