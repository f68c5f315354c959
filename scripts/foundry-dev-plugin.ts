// `npm run dev`: Foundry asks for the files system.json names (shadowturn.js, lang/<lang>.json, the one
// stylesheet), which only exist after a build. This plugin answers those from the sources, so vite can serve
// the system with hot reload while Foundry keeps running from its installed copy for everything else.
import type { Plugin } from "vite";
import { readFileSync } from "node:fs";
import { shippedTemplate } from "./compact-template.mjs";
import { loadLanguage } from "../src/repo-data/lang.mjs";

export const SYSTEM_BASE = "/systems/shadowturn/";

export function foundryDevPlugin(root: string): Plugin {
  return {
    name: "shadowturn-foundry-dev",
    apply: "serve",
    configureServer(server) {
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
