// Turns a clicked tracker control (its data-action and data-* attributes) into the engine Command it stands
// for. Pure, so a test can check every button without a DOM; anything malformed yields null, never a
// half-filled command.
import { parseCommand, type Command } from "../../engine";

const EDGE_COMMANDS = [
  "seize",
  "blitz",
  "edge-test",
  "edge-go-first",
  "edge-extra-pass",
  "edge-boost",
] as const;

/** The data-action names of the tracker's own controls. */
export const TRACKER_ACTIONS = [
  "stSpend",
  "stDelay",
  "stIntervene",
  "stEdge",
  "stSwapTie",
  "stSurprise",
  "stActionSurge",
  "stFullDefense",
  "stTimedItem",
  "stInterrupt",
] as const;
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

/** A control's data-* attributes (HTMLElement.dataset). */
export type ControlData = Readonly<Record<string, string | undefined>>;

/**
 * A spend button: its kind, category, catalogue name, (d20 movement) feet and the kind a trade pays with
 * (sr6 rule 5), as dataset strings.
 */
function spendCommand(combatantId: string, data: ControlData): Command | null {
  const amount = data.amount === undefined ? undefined : Number(data.amount);
  const fields = {
    kind: data.kind,
    category: data.category,
    actionName: data.name,
    amount,
    paidWith: data.paidWith,
  };
  return parseCommand({ type: "spend", ...fields }, combatantId);
}

/** The Command behind a tracker control, or null when the control's data does not make one. */
export function commandForControl(
  action: TrackerAction,
  combatantId: string,
  data: ControlData,
): Command | null {
  switch (action) {
    case "stSpend":
      return spendCommand(combatantId, data);
    case "stDelay":
      return parseCommand({ type: "delay" }, combatantId);
    case "stIntervene":
      return parseCommand({ type: "intervene" }, combatantId);
    case "stFullDefense":
      return parseCommand({ type: "full-defense" }, combatantId);
    case "stInterrupt":
      // a row button names it in data-outside (its data-action is the control's), a menu entry in `action`
      return parseCommand({ type: "interrupt", action: data.outside ?? data.action }, combatantId);
    case "stActionSurge":
      return parseCommand({ type: "action-surge" }, combatantId);
    case "stEdge":
      // only the Edge commands: a button cannot smuggle another type in
      return EDGE_COMMANDS.includes(data.command as never)
        ? parseCommand({ type: data.command }, combatantId)
        : null;
    case "stSwapTie":
      return parseCommand({ type: "swap-tie", otherId: data.otherId }, combatantId);
    case "stTimedItem":
      // the name is what the user typed; the engine refuses a blank one with its reason
      return parseCommand({ type: "timed-item", name: data.name ?? "" }, combatantId);
    case "stSurprise": {
      const surprised = data.surprised === "true" ? true : data.surprised === "false" ? false : undefined;
      return parseCommand({ type: "surprise", surprised }, combatantId);
    }
  }
}
