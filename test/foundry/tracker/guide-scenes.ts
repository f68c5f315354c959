// The GM guide's pictures (docs/gm-guide.md), step by step: the compendium's sample combatants, turned into
// engine inputs the way their actors do it (actorInitiativeInput), played with the real engine and fixed dice,
// and shown as a GM or a player would see them, with the samples' own portraits. One entry per picture; the
// guide names each by its file, and test/foundry/tracker/guide.test.ts holds the two together.
import {
  advance,
  apply,
  createCombat,
  seededDice,
  startTurn,
  timedItemsInPass,
  turnOrder,
  type CombatState,
  type Command,
  type RulesetId,
} from "../../../src/engine";
import { actorInitiativeInput } from "../../../src/foundry/actor/initiative-input";
import { actorCatalogue, type ActionItemLike } from "../../../src/foundry/tracker/catalogue";
import type { ItemLike } from "../../../src/foundry/item/initiative-source";
import type { BudgetVisibility } from "../../../src/foundry/tracker/view-types";
import { registerShippedRulesets, SHIPPED_MODULES } from "../../../src/rulesets";
import { registerRulesetUi } from "../../../src/foundry/ruleset-ui";
import { systemImage } from "../../support/system-images";
import { loadSamples } from "../actor/render-support";
import { rootContext, type ViewerSpec } from "./render";
import type { Scene } from "./scenes";

const SAMPLES = loadSamples();
// sr6 is a module's ruleset: its engine rules and its tracker entry, as the system's init registers them
registerShippedRulesets();
for (const { ruleset, ui } of SHIPPED_MODULES) registerRulesetUi(ruleset.id, ui);

interface Sample {
  id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  items: (ItemLike & ActionItemLike)[];
  prototypeToken: { disposition: number };
}

/**
 * A sample actor by name, with a short id the steps can name; a second token of the same actor (two
 * militants) is given as [sample name, its name in the tracker, its id].
 */
type Who = string | [sample: string, name: string, key: string];

function sample(who: Who): Sample & { key: string } {
  const [name, shown, key] = typeof who === "string" ? [who, who, undefined] : who;
  const actor = SAMPLES.find((a) => a.name === name) as unknown as Sample | undefined;
  if (!actor) throw new Error(`no sample combatant named ${name} in packs/src/sample-combatants`);
  return { ...actor, name: shown, key: key ?? name.toLowerCase().split(/\W+/)[0]! };
}

export interface GuideStep {
  scene: Scene;
  viewer: ViewerSpec;
  budgetVisibility?: BudgetVisibility;
  theme?: "dark" | "light";
  /** The combatant whose Anytime menu is open in the picture (sr6), as a click on it opens it in place. */
  openMenu?: string;
  /** The sample actors by combatant id, for portraits, action menus and sides. */
  actors: Map<string, Sample>;
}

type Step = Command | "advance";

/** A fight of the named samples: created, then (unless `begin` is false) begun and played through `steps`. */
function fight(
  ruleset: RulesetId,
  names: Who[],
  opts: { seed: number; begin?: boolean; before?: Command[]; steps?: Step[] },
): { scene: Scene; actors: Map<string, Sample> } {
  const actors = new Map(names.map((n) => sample(n)).map((a) => [a.key, a]));
  const inputs = [...actors].map(([id, a]) => ({
    id,
    name: a.name,
    ...actorInitiativeInput(a.type, a.system, a.items),
  }));
  const dice = seededDice(opts.seed);
  let s: CombatState = createCombat(ruleset, inputs, dice);
  for (const c of opts.before ?? []) s = apply(s, c, dice);
  if (opts.begin !== false) s = startTurn(s, dice);
  for (const step of opts.steps ?? []) s = step === "advance" ? advance(s, dice) : apply(s, step, dice);
  return { scene: { ruleset, state: s, rows: turnOrder(s), timed: timedItemsInPass(s) }, actors };
}

const GM = (actors: Map<string, Sample>): ViewerSpec => ({ isGM: true, owns: [...actors.keys()] });

const BA = ["Alice", "Kestrel", "Ravenna", "Bob"];
const SR5 = ["Alice", "Ravenna", "Bob", "Fire Spirit (Force 4)"];
const SR4 = ["Tiger", "Alice", "Bob", "Rotor Drone"];
const D20 = ["Falke", "Militant", "Sergeant Vance"];
const SR6 = ["Alice", "Kestrel", "Tiger", "Bob"];

/** bonus-actions: Alice strikes (a Complex action) and takes aim (a physical Simple action). */
const ALICE_STRIKES_AND_AIMS: Step[] = [
  { type: "spend", combatantId: "alice", kind: "complex", category: "physical" },
  { type: "spend", combatantId: "alice", kind: "simple", category: "physical" },
];

/** sr6: Alice spends her Major and ends her turn; Kestrel (hot sim) spends hers. */
const KESTREL_SPENDS_HER_MAJOR: Step[] = [
  { type: "spend", combatantId: "alice", kind: "major" },
  "advance",
  { type: "spend", combatantId: "kestrel", kind: "major" },
];
/** sr6 rule 5: then she buys a second Major with her four Minors. */
const KESTREL_BUYS_A_MAJOR: Step[] = [
  ...KESTREL_SPENDS_HER_MAJOR,
  { type: "spend", combatantId: "kestrel", kind: "major", paidWith: "minor" },
];

function gmStep(f: ReturnType<typeof fight>): GuideStep {
  return { ...f, viewer: GM(f.actors) };
}

/** Every picture of the guide by file name (under docs/guide/), in the order the guide shows them. */
export const GUIDE_STEPS: Record<string, () => GuideStep> = {
  "bonus-actions-1-added.png": () => gmStep(fight("bonus-actions", BA, { seed: 7, begin: false })),
  "bonus-actions-2-begun.png": () => gmStep(fight("bonus-actions", BA, { seed: 7 })),
  "bonus-actions-3-spent.png": () =>
    gmStep(
      fight("bonus-actions", BA, {
        seed: 7,
        steps: ALICE_STRIKES_AND_AIMS,
      }),
    ),
  "bonus-actions-4-next.png": () =>
    gmStep(
      fight("bonus-actions", BA, {
        seed: 7,
        steps: [...ALICE_STRIKES_AND_AIMS, "advance"],
      }),
    ),
  "bonus-actions-5-player.png": () => {
    const f = fight("bonus-actions", BA, {
      seed: 7,
      steps: [...ALICE_STRIKES_AND_AIMS, "advance"],
    });
    return { ...f, viewer: { isGM: false, owns: ["kestrel"] }, budgetVisibility: "owners", theme: "light" };
  },
  "sr5-1-seize.png": () =>
    gmStep(fight("sr5", SR5, { seed: 5, begin: false, before: [{ type: "seize", combatantId: "ravenna" }] })),
  "sr5-2-pass1.png": () =>
    gmStep(fight("sr5", SR5, { seed: 5, before: [{ type: "seize", combatantId: "ravenna" }] })),
  "sr5-3-pass2.png": () =>
    gmStep(
      fight("sr5", SR5, {
        seed: 5,
        before: [{ type: "seize", combatantId: "ravenna" }],
        steps: ["advance", "advance", "advance", "advance"],
      }),
    ),
  "sr4-1-pass1.png": () => gmStep(fight("sr4", SR4, { seed: 3 })),
  "sr4-2-delay.png": () =>
    gmStep(fight("sr4", SR4, { seed: 3, steps: [{ type: "delay", combatantId: "alice" }] })),
  "sr4-3-pass2.png": () =>
    gmStep(fight("sr4", SR4, { seed: 3, steps: ["advance", "advance", "advance", "advance"] })),
  "d20-1-surprise.png": () => gmStep(fight("d20", D20, { seed: 2, begin: false })),
  "d20-2-round1.png": () =>
    gmStep(
      fight("d20", D20, {
        seed: 2,
        before: [{ type: "surprise", combatantId: "militant", surprised: true }],
      }),
    ),
  "d20-3-spent.png": () =>
    gmStep(
      fight("d20", D20, {
        seed: 2,
        before: [{ type: "surprise", combatantId: "militant", surprised: true }],
        steps: [
          { type: "spend", combatantId: "sergeant", kind: "action" },
          "advance",
          { type: "spend", combatantId: "falke", kind: "action" },
          { type: "spend", combatantId: "falke", kind: "movement", amount: 20 },
        ],
      }),
    ),
  "sr6-1-round1.png": () => gmStep(fight("sr6", SR6, { seed: 6 })),
  // sr6 rule 5: Kestrel's Major is spent; her four Minors may buy a second (the trade offered)
  "sr6-2-trade.png": () => gmStep(fight("sr6", SR6, { seed: 6, steps: KESTREL_SPENDS_HER_MAJOR })),
  // sr6 rule 6: Kestrel bought it; in her turn Bob takes Full Defense, so Assist, a Major, is greyed
  "sr6-3-anytime.png": () => ({
    ...gmStep(
      fight("sr6", SR6, {
        seed: 6,
        steps: [...KESTREL_BUYS_A_MAJOR, { type: "interrupt", combatantId: "bob", action: "full-defense" }],
      }),
    ),
    openMenu: "bob",
  }),
};

/**
 * The README's four tracker pictures (docs/screenshots/tracker-<ruleset>.png): the samples mid-fight, as the
 * guide draws them (portraits, twice the pixel density), each showing the badges the README names beside
 * them: seized, glitched, tied, delayed, surprised (and Blitz).
 */
export const README_STEPS: Record<string, () => GuideStep> = {
  // Alice seized the initiative (bonus-actions rule 3) and acts; Kestrel blitzed
  "tracker-bonus-actions.png": () =>
    gmStep(
      fight("bonus-actions", BA, {
        seed: 7,
        before: [
          { type: "seize", combatantId: "alice" },
          { type: "blitz", combatantId: "kestrel" },
        ],
        steps: [{ type: "spend", combatantId: "alice", kind: "complex", category: "physical" }],
      }),
    ),
  // Ravenna seized the initiative and acts first; Alice and the fire spirit tie on 24, Edge breaks it
  "tracker-sr5.png": () =>
    gmStep(fight("sr5", SR5, { seed: 28, before: [{ type: "seize", combatantId: "ravenna" }] })),
  // Alice (17) delays; Tiger and the drone tie on 11 and act together; Bob glitched (7)
  "tracker-sr4.png": () =>
    gmStep(fight("sr4", SR4, { seed: 151, steps: [{ type: "delay", combatantId: "alice" }] })),
  // both militants are surprised: their lost turns keep their place (20, tied on score and DEX) before Falke
  "tracker-d20.png": () =>
    gmStep(
      fight("d20", ["Falke", "Sergeant Vance", "Militant", ["Militant", "Militant 2", "militant2"]], {
        seed: 152,
        before: [
          { type: "surprise", combatantId: "militant", surprised: true },
          { type: "surprise", combatantId: "militant2", surprised: true },
        ],
      }),
    ),
};

/** The root context the tracker's templates get for a step: portraits, action menus and sides included. */
export function guideContext(step: GuideStep, lang = "en") {
  const { scene, actors, viewer } = step;
  const owned = new Set(viewer.owns ?? []);
  const catalogue = Object.fromEntries(
    [...actors]
      .filter(([id]) => owned.has(id))
      .map(([id, a]) => [id, actorCatalogue(scene.ruleset, a.items)]),
  );
  const dispositions = new Map([...actors].map(([id, a]) => [id, a.prototypeToken.disposition]));
  const ctx = rootContext(scene, viewer, {
    budgetVisibility: step.budgetVisibility ?? "all",
    catalogue,
    dispositions,
    lang,
  });
  for (const row of ctx.shadowturn.rows) row.token.img = systemImage(actors.get(row.id)!.img);
  return ctx;
}
