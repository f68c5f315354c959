// sr4 rule 9: a delay carried into the next pass or the next turn is shown on the row until it is used; the
// engine marks it in flags.delayCarriedInto.
import { describe, expect, it } from "vitest";
import type { PhaseView } from "../../../src/engine";
import { advance, apply, seededDice, turnOrder } from "../../../src/engine";
import { person } from "../../engine/flow/fixtures";
import { nextTurn, sr4Fight } from "../../engine/sr4/helpers";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { sr4MidFight } from "./scenes";

/** The sr4 scene with Dan's row carrying a delay (as the engine marks it) or not. */
function withCarry(into: "next-pass" | "next-turn" | null) {
  const scene = sr4MidFight();
  const carry = (r: PhaseView): PhaseView =>
    r.combatantId === "dan"
      ? { ...r, flags: { ...r.flags, delayed: into !== null, delayCarriedInto: into } }
      : r;
  return { ...scene, rows: scene.rows.map(carry) };
}

const dan = (html: string) => rowsOf(html).get("dan") ?? "";

describe("sr4 rule 9: a delay carried over is shown on the row until used", () => {
  it("into the next turn: 'Held from last turn', with what it means as the tooltip (en and de)", () => {
    const html = makeRenderer("en").tracker(rootContext(withCarry("next-turn"), { isGM: true }));
    expect(dan(html)).toContain('data-badge="delayedFromTurn"');
    expect(dan(html)).toContain(">Held from last turn<");
    expect(dan(html)).toMatch(/data-tooltip="Delayed past the end of the last turn/);
    expect(dan(html)).not.toContain('data-badge="delayed"');
    const de = makeRenderer("de").tracker(rootContext(withCarry("next-turn"), { isGM: true }));
    expect(dan(de)).toContain(">Aus letzter Kampfrunde gehalten<");
  });

  it("into the next pass: 'Held from last pass'", () => {
    const html = makeRenderer("en").tracker(rootContext(withCarry("next-pass"), { isGM: true }));
    expect(dan(html)).toContain('data-badge="delayedFromPass"');
  });

  it("once used (the engine clears the mark), the row shows no delay at all", () => {
    const html = makeRenderer("en").tracker(rootContext(withCarry(null), { isGM: true }));
    expect(dan(html)).not.toMatch(/data-badge="delayed/);
  });

  it("played by the engine: Ann carries her delay into turn 2; her row says so until she steps in", () => {
    const dice = seededDice(5);
    const rolls = { ann: { hits: 4 }, bob: { hits: 1 } };
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], rolls);
    s = apply(s, { type: "delay", combatantId: "ann" }, dice);
    s = advance(s, dice); // Bob's phase ends: Ann is at the end of the only pass
    s = apply(s, { type: "delay", combatantId: "ann" }, dice); // and carries it into the next turn
    s = nextTurn(s, rolls);
    const render = () =>
      makeRenderer("en").tracker(
        rootContext({ ruleset: "sr4", state: s, rows: turnOrder(s), timed: [] }, { isGM: true }),
      );
    const ann = () => rowsOf(render()).get("ann") ?? "";
    expect(s.turn).toBe(2);
    expect(ann()).toContain(">Held from last turn<");
    s = apply(s, { type: "intervene", combatantId: "ann" }, dice);
    s = apply(s, { type: "spend", combatantId: "ann", kind: "simple" }, dice);
    expect(ann()).not.toContain("Held from last turn");
  });
});
