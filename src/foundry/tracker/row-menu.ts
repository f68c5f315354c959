// The combatant row's context menu: the same choices as the row's buttons (plus Full Defense on any row),
// shown only where the row's controls would offer them, so the menu and the buttons never disagree.
import { INTERRUPT_ACTIONS } from "../../engine";
import type { MenuSpec } from "./context-menu";
import type { ControlData, TrackerAction } from "./control-commands";
import type { EndAction } from "./run-control";
import type { EdgeButton, RowControls } from "./view-types";

export type RowAct = (action: TrackerAction | EndAction, combatantId: string, data?: ControlData) => unknown;

/**
 * `build` made once per opening of the menu: core asks every entry's `visible` (v14) or `condition` (v13)
 * one after the other when the menu opens, so the first ask builds and the rest of that opening reuse it; the
 * value is dropped when the opening's task ends (a microtask), so the next opening sees the combat as it is
 * then. Without it each entry built the whole tracker view again, about 20 per right-click.
 */
export function perOpening<T>(build: () => T): () => T {
  let kept: { value: T } | null = null;
  return () => {
    if (kept) return kept.value;
    kept = { value: build() };
    queueMicrotask(() => {
      kept = null;
    });
    return kept.value;
  };
}

function edgeSpec(
  controlsOf: (id: string) => RowControls | null,
  act: RowAct,
  command: EdgeButton["command"],
  labelKey: string,
  icon: string,
): MenuSpec {
  return {
    labelKey,
    icon,
    visible: (id) => controlsOf(id)?.edge.some((e) => e.command === command) ?? false,
    run: (id) => act("stEdge", id, { command }),
  };
}

/**
 * Menu entries for a combatant row; `controlsOf` gives the row's controls as the tracker shows them now. Core
 * builds a menu once, at the tracker's first render, and asks only `visible` again on every open (DCC
 * `docs/dev/V14.md`): so no label depends on the combat of the moment. Ending comes as two entries, "End
 * phase" and "End turn" (d20 speaks of turns), each shown where the row's own button says it.
 */
export function rowMenuSpecs(controlsOf: (id: string) => RowControls | null, act: RowAct): MenuSpec[] {
  const when = (test: (c: RowControls) => boolean) => (id: string) => {
    const c = controlsOf(id);
    return c !== null && test(c);
  };
  const key = (name: string) => `SHADOWTURN.Tracker.Menu.${name}`;
  return [
    {
      labelKey: key("Delay"),
      icon: "fa-solid fa-hourglass-half",
      visible: when((c) => c.delay),
      run: (id) => act("stDelay", id),
    },
    {
      labelKey: key("Intervene"),
      icon: "fa-solid fa-hand",
      visible: when((c) => c.intervene),
      run: (id) => act("stIntervene", id),
    },
    {
      labelKey: key("FullDefense"),
      icon: "fa-solid fa-shield-halved",
      visible: when((c) => c.fullDefenseMenu),
      run: (id) => act("stFullDefense", id),
    },
    // with interrupts on, Full Defense is one of them: its entry names the 10 it costs
    ...INTERRUPT_ACTIONS.map((action): MenuSpec => ({
      labelKey: key(`Interrupt.${action}`),
      icon: "fa-solid fa-person-falling-burst",
      visible: when((c) => c.interrupts.includes(action)),
      run: (id) => act("stInterrupt", id, { action }),
    })),
    edgeSpec(controlsOf, act, "seize", key("Seize"), "fa-solid fa-angles-up"),
    edgeSpec(controlsOf, act, "blitz", key("Blitz"), "fa-solid fa-bolt"),
    edgeSpec(controlsOf, act, "edge-test", key("EdgeTest"), "fa-solid fa-dice"),
    edgeSpec(controlsOf, act, "edge-go-first", key("GoFirst"), "fa-solid fa-forward-step"),
    edgeSpec(controlsOf, act, "edge-extra-pass", key("ExtraPass"), "fa-solid fa-plus"),
    {
      labelKey: key("MarkSurprised"),
      icon: "fa-solid fa-eye-slash",
      visible: when((c) => c.surprise?.surprised === false),
      run: (id) => act("stSurprise", id, { surprised: "true" }),
    },
    {
      labelKey: key("ClearSurprise"),
      icon: "fa-solid fa-eye",
      visible: when((c) => c.surprise?.surprised === true),
      run: (id) => act("stSurprise", id, { surprised: "false" }),
    },
    {
      labelKey: key("ActionSurge"),
      icon: "fa-solid fa-fire",
      visible: when((c) => c.actionSurge !== null),
      run: (id) => act("stActionSurge", id),
    },
    ...(["EndPhase", "EndTurn"] as const).map((name) => ({
      labelKey: key(name),
      icon: "fa-solid fa-check",
      visible: when((c) => c.endPhase && c.endPhaseKey === `SHADOWTURN.Tracker.${name}`),
      run: (id: string) => act("stEndPhase", id),
    })),
  ];
}
