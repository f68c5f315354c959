// Test doubles for the tracker's handlers: a combat whose runCommand / endPhase run the real engine (so a
// refusal is the engine's own RuleError) and record what they were asked, and an environment whose
// notifications are collected and whose strings are the merged English language file.
import { advance, apply, seededDice, turnOrder, type CombatState, type Command } from "../../../src/engine";
import type { TrackerCombat, TrackerEnv } from "../../../src/foundry/tracker/run-control";
import { i18n } from "../../stand-in/i18n";

export interface FakeCombat extends TrackerCombat {
  commands: Command[];
  /** How many times the combat was written (one per runCommand / runCommands / advance). */
  writes: number;
  ended: string[];
  state(): CombatState;
}

export function engineCombat(start: CombatState): FakeCombat {
  let s = start;
  const dice = seededDice(99);
  const commands: Command[] = [];
  const ended: string[] = [];
  const fake = {
    commands,
    ended,
    writes: 0,
    state: () => s,
    engineState: () => s,
    shownState: () => s,
    phaseRows: () => turnOrder(s),
    runCommand: async (cmd: Command) => {
      commands.push(cmd);
      s = apply(s, cmd, dice);
      fake.writes++;
    },
    runCommands: async (cmds: readonly Command[]) => {
      commands.push(...cmds);
      s = cmds.reduce((state, cmd) => apply(state, cmd, dice), s);
      fake.writes++;
    },
    endPhase: async (id: string) => {
      ended.push(id);
      s = advance(s, dice);
      fake.writes++;
    },
    nextTurn: async () => {
      ended.push(s.currentId ?? "");
      s = advance(s, dice);
      fake.writes++;
    },
    setScore: async (combatantId: string, score: unknown) => {
      const cmd = { type: "set-score", combatantId, score } as Command;
      commands.push(cmd);
      s = apply(s, cmd, dice);
      fake.writes++;
    },
  };
  return fake;
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
