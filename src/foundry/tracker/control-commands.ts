// Turns a clicked tracker control (its data-action and data-* attributes) into the engine Command it stands
// for. Pure, so a test can check every button without a DOM; anything malformed yields null, never a
// half-filled command.
import { INTERRUPT_ACTIONS, type ActionCategory, type ActionKind, type Command } from "../../engine";
import { ACTION_CATEGORIES, D20_ACTION_KINDS, SR_ACTION_KINDS } from "../item/specs";

/** Every kind a spend button may carry: the SR and d20 catalogue kinds plus d20 movement. */
const ACTION_KINDS: readonly ActionKind[] = [...SR_ACTION_KINDS, ...D20_ACTION_KINDS, "movement"];
const EDGE_COMMANDS = ["seize", "blitz", "edge-test", "edge-go-first", "edge-extra-pass"] as const;

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

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

function spendCommand(combatantId: string, data: ControlData): Command | null {
  const kind = oneOf(data.kind, ACTION_KINDS);
  if (!kind) return null;
  const cmd: Extract<Command, { type: "spend" }> = { type: "spend", combatantId, kind };
  const category = oneOf<ActionCategory>(data.category, ACTION_CATEGORIES);
  if (category) cmd.category = category;
  if (data.name) cmd.actionName = data.name;
  const amount = Number(data.amount);
  if (data.amount !== undefined && Number.isInteger(amount) && amount > 0) cmd.amount = amount;
  return cmd;
}

/** The Command behind a tracker control, or null when the control's data does not make one. */
export function commandForControl(
  action: TrackerAction,
  combatantId: string,
  data: ControlData,
): Command | null {
  if (!combatantId) return null;
  switch (action) {
    case "stSpend":
      return spendCommand(combatantId, data);
    case "stDelay":
      return { type: "delay", combatantId };
    case "stIntervene":
      return { type: "intervene", combatantId };
    case "stFullDefense":
      return { type: "full-defense", combatantId };
    case "stInterrupt": {
      const action = oneOf(data.action, INTERRUPT_ACTIONS);
      return action ? { type: "interrupt", combatantId, action } : null;
    }
    case "stActionSurge":
      return { type: "action-surge", combatantId };
    case "stEdge": {
      const type = oneOf(data.command, EDGE_COMMANDS);
      return type ? { type, combatantId } : null;
    }
    case "stSwapTie":
      return data.otherId ? { type: "swap-tie", combatantId, otherId: data.otherId } : null;
    case "stTimedItem":
      // the name is what the user typed; the engine refuses a blank one with its reason
      return { type: "timed-item", combatantId, name: data.name ?? "" };
    case "stSurprise":
      if (data.surprised !== "true" && data.surprised !== "false") return null;
      return { type: "surprise", combatantId, surprised: data.surprised === "true" };
  }
}
