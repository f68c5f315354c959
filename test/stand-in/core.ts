// Stand-in for game.settings (game.i18n: ./i18n.ts; renderTemplate: ./templates.ts). Behaviour mimicked and
// where it was seen:
// - `game.settings.register(ns, key, {scope, default, onChange, ...})`, `get`, `set` (FOUNDRY-API.md 7, SR5
//   `settings.ts`); a world setting is one stored value shared by every client; `set` writes once and runs
//   `onChange(value)` on every client, then fires `createSetting` the first time the value is saved and
//   `updateSetting` after that, on every client (the cof system listens to `updateSetting` for its
//   `lockDuringPause`, the haywire system to both for its fog-of-war setting; which runs first, `onChange` or
//   the hook: not verified). Only a GM may set a world setting (not verified; the stand-in refuses players so
//   a test notices if we ever rely on it).
// - core's roll / message mode setting: `core.rollMode` (publicroll ...) on v13, `core.messageMode` (public
//   ...) on v14 (FOUNDRY-API.md 3.1).
import { world } from "./documents";

export { i18n } from "./i18n";
export { renderTemplate } from "./templates";

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
        const existed = this.values.has(id);
        this.values.set(id, structuredClone(value));
        w.broadcast(() => this.configs.get(id)?.onChange?.(structuredClone(value)));
        // a world setting is a stored document: its first save is a creation, later ones updates
        if (config.scope === "world") {
          const userId = game.user.id;
          const setting = { key: id, value: structuredClone(value) };
          w.broadcast(() =>
            existed
              ? Hooks.callAll("updateSetting", setting, { value: setting.value }, {}, userId)
              : Hooks.callAll("createSetting", setting, {}, userId),
          );
        }
        return value;
      },
    };
  }

  registerCore(generation: number): void {
    // the user's combat theme (weirdwizard `combat-config.mjs` reads `core.combatTheme`; "none" plays nothing,
    // as a module's turn cue says of core's default); that a new user's is "none": not verified
    this.configs.set("core.combatTheme", {
      name: "combatTheme",
      hint: "",
      scope: "client",
      config: false,
      type: String,
      default: "none",
    });
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
