// Hand-built d20 states for the ruleset's unit tests: a combatant with a score and DEX, a round in progress.
import { EMPTY_D20_BUDGET } from "../../../src/engine/rulesets/budget";
import {
  DEFAULT_SETTINGS,
  makeInput,
  makeSource,
  type D20Budget,
  type CombatantState,
  type CombatState,
  type InitiativeSource,
} from "../../../src/engine";

export interface Spec {
  id: string;
  score?: number | null;
  dex?: number;
  speed?: number;
  coin?: number;
  sources?: InitiativeSource[];
  budget?: Partial<D20Budget>;
  surprised?: boolean;
  acted?: boolean;
  tieOrder?: number | null;
  actionSurgeUses?: number;
}

export function combatant(spec: Spec): CombatantState {
  const input = makeInput({
    id: spec.id,
    name: spec.id,
    sources: spec.sources ?? [],
    d20: { dex: spec.dex ?? 10, speed: spec.speed ?? 30 },
  });
  return {
    id: spec.id,
    input,
    score: spec.score === undefined ? 10 : spec.score,
    roll: null,
    coin: spec.coin ?? 0.5,
    passes: 1,
    phasesTaken: 0,
    actedThisPass: spec.acted ?? false,
    budget: { ...EMPTY_D20_BUDGET, ...spec.budget },
    flags: {
      delayed: false,
      glitch: false,
      criticalGlitch: false,
      surprised: spec.surprised ?? false,
      fullDefense: false,
      defeated: false,
      d20: { actionSurgeUses: spec.actionSurgeUses ?? 0, actionSurgedThisTurn: false },
    },
    tieOrder: spec.tieOrder ?? null,
  };
}

export function round(turn: number, specs: Spec[], currentId: string | null = null): CombatState {
  const combatants = specs.map(combatant);
  return {
    ruleset: "d20",
    settings: { ...DEFAULT_SETTINGS },
    turn,
    pass: 1,
    currentId,
    actedOrder: combatants.filter((c) => c.actedThisPass).map((c) => c.id),
    combatants,
    timedItems: [],
  };
}

export function get(state: CombatState, id: string): CombatantState {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id} in the test state`);
  return c;
}

export const bonusFeature = makeSource({
  id: "second-wind",
  name: "Second Wind",
  kind: "feature",
  d20: { bonusAction: true },
});
export const actionSurge = (uses: number) =>
  makeSource({ id: `surge-${uses}`, name: "Action Surge", kind: "feature", d20: { actionSurge: uses } });
// The d20 initiative features are the initiative tests' own.
export { awareness, bornToFight } from "../initiative/fixtures";
