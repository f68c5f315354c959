// Stand-in for game.settings, game.i18n and renderTemplate. Behaviour mimicked and where it was seen:
// - `game.settings.register(ns, key, {scope, default, onChange, ...})`, `get`, `set` (FOUNDRY-API.md 7, SR5
//   `settings.ts`); a world setting is one stored value shared by every client; `set` writes once and runs
//   `onChange(value)` on every client. Only a GM may set a world setting (not verified; the stand-in refuses
//   players so a test notices if we ever rely on it).
// - core's roll / message mode setting: `core.rollMode` (publicroll ...) on v13, `core.messageMode` (public
//   ...) on v14 (FOUNDRY-API.md 3.1).
// - `game.i18n.localize(key)` returns the key when unknown; `format(key, data)` fills `{name}` placeholders
//   (SR5 `game.i18n.format('SR5.COMBAT.ModeTitle', {mode})`); `has(key)`.
// - `foundry.applications.handlebars.renderTemplate(path, data)` renders with Handlebars; `systems/shadowturn/`
//   paths map to this repository; `{{localize key}}` is a Foundry helper (SR5 templates use it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { loadLanguage } from "../../scripts/lang.mjs";
import { world, type Source } from "./documents";

const ROOT = join(import.meta.dirname, "..", "..");

export class SettingsStore {
  private readonly configs = new Map<string, ShadowturnSettingConfig>();
  private readonly values = new Map<string, unknown>();

  /** `game.settings` as seen by one client (the registry is shared: every client registers the same). */
  api(): ShadowturnClientSettings {
    return {
      register: (ns, key, config) => {
        this.configs.set(`${ns}.${key}`, config);
      },
      get: (ns, key) => {
        const id = `${ns}.${key}`;
        const config = this.configs.get(id);
        if (!config) throw new Error(`setting ${id} is not registered`);
        return this.values.has(id) ? structuredClone(this.values.get(id)) : config.default;
      },
      set: async (ns, key, value) => {
        const id = `${ns}.${key}`;
        const config = this.configs.get(id);
        if (!config) throw new Error(`setting ${id} is not registered`);
        const w = world();
        w.record({ action: "update", documentName: "Setting", id, embedded: [], data: value });
        if (config.scope === "world" && !game.user.isGM) w.refuse("set", `setting ${id}`);
        this.values.set(id, structuredClone(value));
        w.broadcast(() => this.configs.get(id)?.onChange?.(structuredClone(value)));
        return value;
      },
    };
  }

  registerCore(generation: number): void {
    const mode =
      generation >= 14
        ? { key: "messageMode", default: "public", choices: ["public", "gm", "blind", "self", "ic"] }
        : {
            key: "rollMode",
            default: "publicroll",
            choices: ["publicroll", "gmroll", "blindroll", "selfroll"],
          };
    this.configs.set(`core.${mode.key}`, {
      name: mode.key,
      hint: "",
      scope: "client",
      config: false,
      type: String,
      choices: Object.fromEntries(mode.choices.map((c) => [c, c])),
      default: mode.default,
    });
  }
}

let strings: Record<string, string> | null = null;

export function i18n(lang = "en"): ShadowturnI18n {
  strings ??= loadLanguage(lang);
  const table = strings;
  return {
    localize: (key) => table[key] ?? key,
    format: (key, data) =>
      (table[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) => String(data[name] ?? m)),
    has: (key) => key in table,
  };
}

const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string) => game.i18n.localize(key));

export async function renderTemplate(path: string, data: Source): Promise<string> {
  const file = path.replace(/^systems\/shadowturn\//, "");
  const template = handlebars.compile(readFileSync(join(ROOT, file), "utf8"));
  return template(data);
}
