// A player's kept early click that the fight moves past is named in the words of the ruleset's own economy
// (docs/foundry-layer.md, hidden combatants: the player is told by what they clicked, a spend as its button
// says it, an action outside the order as its menu entry): sr6's Anytime actions
// (docs/rules.md sr6 rule 6), and a module's kinds, the edge-first fixture's of test/fixtures/ (Quick and
// Full actions, paid in AP), which the system has no words for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Command, RulesetId } from "../../../src/engine";
import { addModuleLanguage } from "../../stand-in/i18n";
import { EDGE_FIRST_ID, edgeFirstModule } from "../../fixtures/edge-first/build";
import { SHADOWTURN_API } from "../../../src/foundry/api";
import { setUpFight, type Fighter } from "./setup";

const FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "edge-first");

beforeAll(async () => {
  for (const lang of ["en", "de"])
    addModuleLanguage(lang, JSON.parse(readFileSync(join(FIXTURE, "lang", `${lang}.json`), "utf8")));
  SHADOWTURN_API.registerRuleset(await edgeFirstModule());
}, 120_000);

const fighter = (name: string, owner: string | undefined, reaction: number, edge: number): Fighter => ({
  name,
  ...(owner ? { owner } : {}),
  input: { attributes: { reaction, intuition: 3, edge } },
});
/** Lead (p1) first, the GM's hidden Guard, then Face (p2): by score (sr6, dice 3 each) and by Edge (edge-first). */
const FIGHTERS = [
  fighter("Lead", "p1", 5, 5),
  fighter("Guard", undefined, 4, 3),
  fighter("Face", "p2", 3, 1),
];

/**
 * Face's player clicks `cmds` while the hidden Guard acts (shown Face's phase as begun, so they are kept);
 * the GM goes back to Lead: what Face's player is told of the clicks not sent.
 */
async function droppedWords(ruleset: RulesetId, cmds: (face: string) => Command[]): Promise<string[]> {
  const f = await setUpFight(ruleset, FIGHTERS);
  await f.gm(() => f.combat.combatants.get(f.ids.Guard as string)?.update({ hidden: true }));
  f.world.scriptDice([3, 3, 3]);
  await f.gm(() => f.combat.startCombat());
  await f.gm(() => f.combat.nextTurn());
  await f.world.settle();
  expect(f.combat.combatant?.name).toBe("Guard");
  for (const cmd of cmds(f.ids.Face as string)) await f.as("p2", () => f.combat.runCommand(cmd));
  await f.gm(() => f.combat.previousTurn());
  await f.world.settle();
  expect(f.combat.combatant?.name).toBe("Lead");
  const client = f.world.clientOf("p2");
  return [...client.infos, ...client.notices.map((n) => n.message)].filter((m) => m.includes("not sent"));
}

describe("a kept early click in the ruleset's own words", () => {
  it("sr6: an Anytime Dodge is named “Dodge (Minor)”, sr6's word, never sr5's “Dodge (−5 initiative)”; a Major spend as its button says it", async () => {
    const told = await droppedWords("sr6", (face) => [
      { type: "interrupt", combatantId: face, action: "dodge" },
      { type: "spend", combatantId: face, kind: "major" },
    ]);
    expect(told).toEqual([
      "“Dodge (Minor)” for Face was not sent: the fight had moved on.",
      "“Take a Major action” for Face was not sent: the fight had moved on.",
    ]);
  });

  it("edge-first: a Quick action is named as the module's button says it, not the generic “Your action”", async () => {
    const told = await droppedWords(EDGE_FIRST_ID, (face) => [
      { type: "spend", combatantId: face, kind: "quick" },
    ]);
    expect(told).toEqual([
      "“Take a Quick action: 1 Action Point” for Face was not sent: the fight had moved on.",
    ]);
  });
});
