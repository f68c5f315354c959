// Vite builds the system's single ES module (dist/shadowturn.js). `npm run dev` serves the source with hot
// reload in front of a local Foundry: requests for this system come from vite, everything else (and the
// websocket) is passed through to Foundry on FOUNDRY_PORT (default 30000).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { answerFoundryDown, foundryDevPlugin, FoundryDownNotice } from "./scripts/foundry-dev-plugin.ts";

const foundryPort = Number(process.env.FOUNDRY_PORT ?? 30000);
const root = fileURLToPath(new URL(".", import.meta.url));
// While Foundry is down: one notice in the terminal, not an error with a stack per request.
const notice = new FoundryDownNotice(foundryPort);

export default defineConfig({
  base: "/systems/shadowturn/",
  publicDir: false,
  plugins: [foundryDevPlugin(root, foundryPort, notice)],
  server: {
    port: 30001,
    open: false,
    proxy: {
      "^(?!/systems/shadowturn/)": {
        target: `http://localhost:${foundryPort}`,
        configure: (proxy) => {
          proxy.on("error", (_err, _req, res) => answerFoundryDown(res, foundryPort));
          proxy.on("proxyRes", () => notice.up());
        },
      },
      "/socket.io": { target: `ws://localhost:${foundryPort}`, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    // No source map in the release: the module is not minified, so a GM's console shows readable code as it
    // is, and a map would only add its weight to every install (npm run dev serves the TypeScript itself).
    sourcemap: false,
    minify: false,
    target: "es2022",
    lib: {
      entry: "src/shadowturn.ts",
      formats: ["es"],
      fileName: () => "shadowturn.js",
    },
  },
});
