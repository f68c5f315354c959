// Stand-in for ChatMessage: records created messages (one write each). Behaviour mimicked and where seen:
// - `ChatMessage.implementation.create(data)` and `getSpeaker({actor, alias})` (FOUNDRY-API.md 7; SR5
//   `_createInitiativeMessages`); a created message fires `createChatMessage(message, options, userId)` on
//   every client and shows its `whisper` (user ids) and `blind` (kylepulver/ez-whisper-pop `whisperpop.js`
//   reads `document.whisper` in that hook).
// - v13 has `ChatMessage.applyRollMode(data, mode)` with modes publicroll / gmroll / blindroll / selfroll; v14
//   has `ChatMessage.applyMode(data, mode)` with public / gm / blind / self (FOUNDRY-API.md 3.1, SR5
//   `b6bdb58c5`, DCC). What each mode does to whisper / blind is not verified in core (the Quench fight batches
//   check "gm"): the stand-in whispers the GMs for gm and blind, the roller for self, as systems that fill
//   in whispers themselves do (`getWhisperRecipients("GM")` for gmroll and blindroll, the user for selfroll),
//   and records the mode it was given.
import { world, type Source } from "./documents";

const V13_MODES: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};
const V14_MODES = ["public", "gm", "blind", "self", "ic"];

function applyMode(data: Source, mode: string): Source {
  const w = world();
  const gms = w.users.filter((u) => u.isGM).map((u) => u.id);
  data.appliedMode = mode;
  const plain = V13_MODES[mode] ?? mode;
  if (plain === "gm") data.whisper = gms;
  if (plain === "blind") Object.assign(data, { whisper: gms, blind: true });
  if (plain === "self") data.whisper = [game.user.id];
  return data;
}

export class StandInChatMessage {
  static get implementation(): typeof StandInChatMessage {
    return this;
  }
  static getSpeaker(options: { actor?: { name: string } | null; alias?: string } = {}): Source {
    return { alias: options.alias ?? options.actor?.name ?? game.user.name };
  }
  static async create(data: Source): Promise<StandInChatMessage> {
    const w = world();
    const message = new StandInChatMessage(w.nextId("msg"), {
      ...structuredClone(data),
      rolls: data.rolls ?? [],
    });
    w.record({ action: "create", documentName: "ChatMessage", id: message.id, embedded: [], data });
    w.messages.push(message);
    const userId = game.user.id;
    w.broadcast(() => Hooks.callAll("createChatMessage", message, {}, userId));
    return message;
  }
  constructor(
    readonly id: string,
    readonly data: Source,
  ) {}
  /** The ids of the users it is whispered to; none: everyone sees it. */
  get whisper(): string[] {
    return (this.data.whisper as string[] | undefined) ?? [];
  }
  get blind(): boolean {
    return this.data.blind === true;
  }
}

/** Installs the v13 or the v14 mode function, never both (FOUNDRY-API.md 3.1). */
export function chatMessageClass(generation: number): typeof StandInChatMessage {
  const Cls = class extends StandInChatMessage {};
  const statics = Cls as unknown as Source;
  if (generation >= 14) {
    statics.applyMode = (data: Source, mode: string) => {
      if (!V14_MODES.includes(mode)) throw new Error(`unknown v14 message mode ${mode}`);
      return applyMode(data, mode);
    };
  } else {
    statics.applyRollMode = (data: Source, mode: string) => {
      if (!(mode in V13_MODES)) throw new Error(`unknown v13 roll mode ${mode}`);
      return applyMode(data, mode);
    };
  }
  return Cls;
}
