// Ending a phase while actions are left (world setting actionsLeftOnEnd: allow / warn / block): warn names
// what is left in the user's words, block refuses a player with a localized reason, the GM is only warned
// (rules sr5 rule 6 and bonus-actions rule 4 budgets; d20 rule 5).
import { describe, expect, it } from "vitest";
import { srBudget, d20Budget } from "../../../src/engine";
import {
  actionsLeft,
  endPhaseVerdict,
  leftText,
  type Words,
} from "../../../src/foundry/tracker/actions-left";
import { runControl } from "../../../src/foundry/tracker/run-control";
import { i18n } from "../../stand-in/i18n";
import { engineCombat, englishEnv } from "./fakes";
import { SCENES } from "./scenes";

function words(lang: string): Words {
  const t = i18n(lang);
  return { lang, localize: (k) => t.localize(k), format: (k, d) => t.format(k, d) };
}

const dexBudget = () => srBudget(SCENES["bonus-actions"]().rows.find((r) => r.current)!.budget);

describe("actions left when a phase ends", () => {
  it("bonus-actions rule 4: Dex (2 Simple, 2 Matrix bonus actions left) is named with what is left, en and de", () => {
    const budget = dexBudget();
    expect(budget).toMatchObject({ simple: 2, bonus: 2, bonusCategory: "matrix" });
    const parts = actionsLeft("bonus-actions", budget);
    expect(leftText(parts, words("en"))).toBe("2 Simple actions and 2 Matrix bonus actions");
    expect(leftText(parts, words("de"))).toBe(
      "2 einfache Handlungen und 2 einfache Bonushandlungen (Matrix)",
    );
    const one = actionsLeft("bonus-actions", { ...budget, simple: 1, bonus: 1 });
    expect(leftText(one, words("en"))).toBe("1 Simple action and 1 Matrix bonus action");
    expect(leftText(one, words("de"))).toBe("1 einfache Handlung und 1 einfache Bonushandlung (Matrix)");
  });

  it("sr5 rule 6: a Free action outlives the phase and does not count; nothing else left means no warning", () => {
    const budget = { ...dexBudget(), simple: 0, bonus: 0, free: 1 };
    expect(actionsLeft("sr5", budget)).toEqual([]);
    const v = endPhaseVerdict({
      policy: "block",
      isGM: false,
      ruleset: "sr5",
      name: "Dex",
      budget,
      words: words("en"),
    });
    expect(v).toEqual({ go: true, warning: null });
  });

  it("d20 rule 5: the Action and the bonus action count; movement, the object and the reaction do not", () => {
    const falke = SCENES.d20().rows.find((r) => r.current)!;
    expect(d20Budget(falke.budget).action).toBe(0);
    expect(leftText(actionsLeft("d20", falke.budget), words("en"))).toBe("1 bonus action");
    const v = endPhaseVerdict({
      policy: "block",
      isGM: false,
      ruleset: "d20",
      name: "Falke",
      budget: falke.budget,
      words: words("en"),
    });
    expect(v).toMatchObject({ go: false });
    expect(!v.go && v.reason).toMatch(/^Falke still has 1 bonus action\. In this world a turn ends only/);
  });

  it("setting warn (default): the phase ends and the user is told what was left", async () => {
    const combat = engineCombat(SCENES["bonus-actions"]().state);
    const env = englishEnv({ isGM: false });
    expect(await runControl(combat, "stEndPhase", { combatantId: "dex", data: {} }, env)).toBe(true);
    expect(combat.ended).toEqual(["dex"]);
    expect(env.warnings).toEqual(["Dex still has 2 Simple actions and 2 Matrix bonus actions."]);
  });

  it("setting block: a player's End phase is refused with the reason, nothing changes", async () => {
    const combat = engineCombat(SCENES["bonus-actions"]().state);
    const before = combat.state();
    const env = englishEnv({ isGM: false, actionsLeftPolicy: "block" });
    expect(await runControl(combat, "stEndPhase", { combatantId: "dex", data: {} }, env)).toBe(false);
    expect(combat.ended).toEqual([]);
    expect(combat.state()).toBe(before);
    expect(env.warnings[0]).toMatch(
      /^Dex still has 2 Simple actions and 2 Matrix bonus actions\. In this world/,
    );
  });

  it("setting block: the GM's next-phase arrow still moves on, with the warning", async () => {
    const combat = engineCombat(SCENES["bonus-actions"]().state);
    const env = englishEnv({ isGM: true, actionsLeftPolicy: "block" });
    expect(await runControl(combat, "stNextTurn", { combatantId: "", data: {} }, env)).toBe(true);
    expect(combat.ended).toEqual(["dex"]);
    expect(env.warnings).toEqual(["Dex still has 2 Simple actions and 2 Matrix bonus actions."]);
  });

  it("setting allow: ends without a word", async () => {
    const combat = engineCombat(SCENES["bonus-actions"]().state);
    const env = englishEnv({ isGM: false, actionsLeftPolicy: "allow" });
    expect(await runControl(combat, "stEndPhase", { combatantId: "dex", data: {} }, env)).toBe(true);
    expect(env.warnings).toEqual([]);
  });
});
