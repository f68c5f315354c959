// Test doubles for the tracker's handlers: a combat whose runCommand / endPhase run the real engine (so a
// refusal is the engine's own RuleError) and record what they were asked, and an environment whose
// notifications are collected and whose strings are the merged English language file.
import { advance, apply, seededDice, turnOrder, type CombatState, type Command } from "../../../src/engine";
import type { TrackerCombat, TrackerEnv } from "../../../src/foundry/tracker/run-control";
import { i18n } from "../../stand-in/i18n";

export interface FakeCombat extends TrackerCombat {
  commands: Command[];
  ended: string[];
  state(): CombatState;
}

export function engineCombat(start: CombatState): FakeCombat {
  let s = start;
  const dice = seededDice(99);
  const commands: Command[] = [];
  const ended: string[] = [];
  return {
    commands,
    ended,
    state: () => s,
    engineState: () => s,
    phaseRows: () => turnOrder(s),
    runCommand: async (cmd) => {
      commands.push(cmd);
      s = apply(s, cmd, dice);
    },
    endPhase: async (id) => {
      ended.push(id);
      s = advance(s, dice);
    },
    nextTurn: async () => {
      ended.push(s.currentId ?? "");
      s = advance(s, dice);
    },
  };
}

export interface FakeEnv extends TrackerEnv {
  warnings: string[];
  errors: string[];
}

/** English strings; a GM unless told otherwise; the actionsLeftOnEnd setting at its default (warn). */
export function englishEnv(opts: Partial<Pick<TrackerEnv, "isGM" | "actionsLeftPolicy">> = {}): FakeEnv {
  const t = i18n("en");
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    lang: "en",
    isGM: opts.isGM ?? true,
    actionsLeftPolicy: opts.actionsLeftPolicy ?? "warn",
    warn: (m) => void warnings.push(m),
    error: (m) => void errors.push(m),
    localize: (key) => t.localize(key),
    format: (key, data) => t.format(key, data as Record<string, string | number>),
    has: (key) => t.has(key),
  };
}
