// sr6 registers the way a module does: from an init hook of its own, through game.system.api, which the
// system's init hook (src/shadowturn.ts) has set up by then.
import type { ShadowturnApi } from "../../api/engine";
import { SR6_MODULE } from "./index";

export function registerSr6OnInit(): void {
  Hooks.once("init", () => {
    (game.system.api as ShadowturnApi).registerRuleset(SR6_MODULE);
  });
}
