// The command vocabulary: every command a user can give, the action kinds each ruleset's economy spends, and
// the one reader that turns untrusted data (a tracker button, a player's relayed request, a scenario line)
// into a Command. Anything malformed yields null, never a half-filled command; whether the rules allow it is
// the engine's to say when the command is applied.
import { getRuleset, registeredRulesets } from "./rulesets";
import {
  ACTION_CATEGORIES,
  BONUS_CATEGORIES,
  D20_ACTION_KINDS,
  INTERRUPT_ACTIONS,
  SR_ACTION_KINDS,
  type ActionKind,
  type Command,
  type CommandType,
  type RulesetId,
} from "./types";

/** Each command type and the fields it carries besides its type and combatant. */
const COMMAND_FIELDS = {
  spend: ["kind", "category", "actionName", "amount", "paidWith"],
  delay: [],
  intervene: [],
  "full-defense": [],
  seize: [],
  blitz: [],
  "edge-go-first": [],
  "edge-extra-pass": [],
  "edge-test": [],
  "edge-boost": [],
  "timed-item": ["name"],
  surprise: ["surprised"],
  "swap-tie": ["otherId"],
  "action-surge": [],
  "choose-bonus-category": ["category"],
  defeated: ["defeated"],
  "set-score": ["score"],
  group: ["groupId"],
  interrupt: ["action"],
} as const satisfies Record<CommandType, readonly string[]>;

/** Every command type. */
export const COMMAND_TYPES = Object.keys(COMMAND_FIELDS) as CommandType[];

type PlainType = {
  [T in CommandType]: (typeof COMMAND_FIELDS)[T] extends readonly [] ? T : never;
}[CommandType];

/** The command types that name only the combatant. */
export const PLAIN_COMMAND_TYPES = COMMAND_TYPES.filter(
  (t): t is PlainType => COMMAND_FIELDS[t].length === 0,
);

/** The action kinds of the shipped SR and d20 economies. */
export const ACTION_KINDS: readonly ActionKind[] = [...SR_ACTION_KINDS, ...D20_ACTION_KINDS];

/** The action kinds a ruleset's combatants spend (its economy's kinds). */
export function actionKindsOf(ruleset: RulesetId): readonly ActionKind[] {
  return getRuleset(ruleset).economy.kinds.map((k) => k.id);
}

/** Every action kind a spend may name: those of every registered ruleset. */
function knownKinds(): ActionKind[] {
  return [...new Set([...ACTION_KINDS, ...registeredRulesets().flatMap(actionKindsOf)])];
}

/** Every action outside the order an "interrupt" may name: sr5's and every registered ruleset's. */
function knownOutsideActions(): string[] {
  const own = registeredRulesets().flatMap((id) => (getRuleset(id).economy.outside ?? []).map((a) => a.id));
  return [...new Set<string>([...INTERRUPT_ACTIONS, ...own])];
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** An optional field: absent (undefined or "") is fine, present must be what `read` accepts. */
function optional<T>(value: unknown, read: (v: unknown) => T | null): T | undefined | null {
  return value === undefined || value === "" ? undefined : read(value);
}

function spend(raw: Record<string, unknown>, combatantId: string): Command | null {
  const kind = oneOf(raw.kind, knownKinds());
  const paidWith = optional(raw.paidWith, (v) => oneOf(v, knownKinds()));
  const category = optional(raw.category, (v) => oneOf(v, ACTION_CATEGORIES));
  const actionName = optional(raw.actionName, (v) => (typeof v === "string" ? v : null));
  const amount = optional(raw.amount, (v) =>
    Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null,
  );
  if (kind === null || category === null || actionName === null || amount === null || paidWith === null)
    return null;
  return {
    type: "spend",
    combatantId,
    kind,
    ...(category !== undefined ? { category } : {}),
    ...(actionName !== undefined ? { actionName } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(paidWith !== undefined ? { paidWith } : {}),
  };
}

/**
 * The command `raw` stands for, given by or for `combatantId` (the id in `raw`, if any, is not read: the
 * caller decides whose command it is). Only the fields of its type are read; null when the type is unknown
 * or a field is missing or of the wrong kind.
 */
export function parseCommand(raw: unknown, combatantId: string): Command | null {
  if (!isRecord(raw) || !combatantId) return null;
  const type = raw.type;
  switch (type) {
    case "spend":
      return spend(raw, combatantId);
    case "timed-item":
      // a blank name is the engine's to refuse, with its reason
      return typeof raw.name === "string" ? { type, combatantId, name: raw.name } : null;
    case "surprise":
      return typeof raw.surprised === "boolean" ? { type, combatantId, surprised: raw.surprised } : null;
    case "defeated":
      return typeof raw.defeated === "boolean" ? { type, combatantId, defeated: raw.defeated } : null;
    case "swap-tie":
      return typeof raw.otherId === "string" && raw.otherId !== ""
        ? { type, combatantId, otherId: raw.otherId }
        : null;
    case "interrupt": {
      const action = oneOf(raw.action, knownOutsideActions());
      return action ? { type, combatantId, action } : null;
    }
    case "set-score":
      // any number: whether it is a whole one in range is the engine's to say, with the combatant's name
      return typeof raw.score === "number" ? { type, combatantId, score: raw.score } : null;
    case "group":
      return typeof raw.groupId === "string" || raw.groupId === null
        ? { type, combatantId, groupId: raw.groupId }
        : null;
    case "choose-bonus-category": {
      const category = oneOf(raw.category, BONUS_CATEGORIES);
      return category ? { type, combatantId, category } : null;
    }
    default: {
      const plain = oneOf(type, PLAIN_COMMAND_TYPES);
      return plain ? { type: plain, combatantId } : null;
    }
  }
}
