// sr4 rule 9: a delay carried into the next pass or the next turn is shown on the row until it is used; the
// engine marks it in flags.delayCarriedInto.
import { describe, expect, it } from "vitest";
import type { PhaseView } from "../../../src/engine";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { sr4MidFight } from "./scenes";

/** The sr4 scene with Dan's row carrying a delay (as the engine marks it) or not. */
function withCarry(into: "next-pass" | "next-turn" | null) {
  const scene = sr4MidFight();
  const carry = (r: PhaseView): PhaseView =>
    r.combatantId === "dan"
      ? { ...r, flags: { ...r.flags, delayed: into !== null, delayCarriedInto: into } as PhaseView["flags"] }
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
    expect(dan(de)).toContain(">Aus letzter Runde gehalten<");
  });

  it("into the next pass: 'Held from last pass'", () => {
    const html = makeRenderer("en").tracker(rootContext(withCarry("next-pass"), { isGM: true }));
    expect(dan(html)).toContain('data-badge="delayedFromPass"');
  });

  it("once used (the engine clears the mark), the row shows no delay at all", () => {
    const html = makeRenderer("en").tracker(rootContext(withCarry(null), { isGM: true }));
    expect(dan(html)).not.toMatch(/data-badge="delayed/);
  });
});
