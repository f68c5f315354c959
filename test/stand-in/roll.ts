// Stand-in for Foundry's Roll: evaluates the dice notation Shadowturn's initiative formulas produce, with
// dice from the world's scriptable die function. Behaviour mimicked and where it was seen:
// - `new Roll(formula)`, `await roll.evaluate()`, `roll.total`, `roll.dice[].results[].{result, active}`
//   (FOUNDRY-API.md 7; SR5 `_extractRollResults` keeps the `active` results).
// - `NdF`: N dice of F faces, summed (every system).
// - `x6`: each 6 adds one more die, appended to the term's results, and the extra dice can explode too;
//   `cs>=5`: the term's total is the count of results of 5 or more (SR5 `ShadowrunRoller.ts` builds
//   `${count}d6x6cs>=5`; its SR5Roll counts results with `success`). The explode comes before the count.
// - `kh` / `kl`: keep the highest / lowest one, the other result turns inactive (pf2e and d20 systems
//   write `2d20kh`; SR5 filters `r.active`).
// - `+ n` / `- n` constants add to the total.
import { world } from "./documents";

interface Result {
  result: number;
  active: boolean;
  success?: boolean;
  exploded?: boolean;
}

class DieTerm implements ShadowturnDieTerm {
  readonly results: Result[] = [];
  constructor(
    readonly number: number,
    readonly faces: number,
    readonly modifiers: string,
  ) {}

  evaluate(): number {
    const roll = () => world().die(this.faces);
    for (let i = 0; i < this.number; i += 1) this.results.push({ result: roll(), active: true });
    const explode = /x(\d+)/.exec(this.modifiers);
    if (explode) {
      const at = Number(explode[1]);
      for (let i = 0; i < this.results.length; i += 1) {
        const r = this.results[i] as Result;
        if (r.result >= at) {
          r.exploded = true;
          this.results.push({ result: roll(), active: true });
        }
      }
    }
    const keep = /k([hl])/.exec(this.modifiers);
    if (keep && this.results.length > 1) {
      const values = this.results.map((r) => r.result);
      const kept = keep[1] === "h" ? Math.max(...values) : Math.min(...values);
      const index = this.results.findIndex((r) => r.result === kept);
      this.results.forEach((r, i) => (r.active = i === index));
    }
    const count = /cs>=(\d+)/.exec(this.modifiers);
    if (count) {
      const min = Number(count[1]);
      this.results.forEach((r) => (r.success = r.result >= min));
      return this.results.filter((r) => r.active && r.success).length;
    }
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
  }
}

const TERM = /^\s*([+-])?\s*(?:(\d+)d(\d+)((?:x\d+|k[hl]|cs>=\d+)*)|(\d+))\s*/;

export class StandInRoll {
  readonly formula: string;
  readonly dice: DieTerm[] = [];
  private result: number | undefined;
  constructor(formula: string, _data: object = {}) {
    this.formula = formula;
  }
  get total(): number | undefined {
    return this.result;
  }
  async evaluate(): Promise<this> {
    let rest = this.formula;
    let total = 0;
    while (rest.trim() !== "") {
      const m = TERM.exec(rest);
      if (!m) throw new Error(`stand-in Roll cannot read "${rest}" in "${this.formula}"`);
      const sign = m[1] === "-" ? -1 : 1;
      if (m[5] !== undefined) total += sign * Number(m[5]);
      else {
        const term = new DieTerm(Number(m[2]), Number(m[3]), m[4] ?? "");
        this.dice.push(term);
        total += sign * term.evaluate();
      }
      rest = rest.slice(m[0].length);
    }
    this.result = total;
    world().rolls.push(this);
    return this;
  }
}
