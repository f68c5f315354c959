// `npm run dev`: Foundry asks for the files system.json names (shadowturn.js, lang/<lang>.json, the one
// stylesheet), which only exist after a build. This plugin answers those from the sources, so vite can serve
// the system with hot reload while Foundry keeps running from its installed copy for everything else.
import type { Plugin } from "vite";
import { loadLanguage } from "./lang.mjs";

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
        next();
      });
    },
  };
}
