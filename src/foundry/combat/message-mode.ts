// Who sees an initiative chat card, on v13 and v14 (FOUNDRY-API.md 3.1): v13 keeps the choice in the core
// setting "rollMode" (publicroll / gmroll / blindroll / selfroll) and applies it with
// ChatMessage.applyRollMode; v14 keeps it in "messageMode" (public / gm / blind / self, plus "ic", which 5e
// treats as public) and applies it with ChatMessage.applyMode. We detect v14 by applyMode being there.

export const VISIBILITIES = ["public", "gm", "blind", "self"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const FROM_V13: Record<string, Visibility> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};
const TO_V13: Record<Visibility, string> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

function isV14(): boolean {
  return typeof ChatMessage.applyMode === "function";
}

/** Any mode name of either generation as a Visibility; unknown names (and v14 "ic") are public. */
export function toVisibility(mode: unknown): Visibility {
  if (typeof mode !== "string") return "public";
  if (mode in FROM_V13) return FROM_V13[mode] as Visibility;
  return (["gm", "blind", "self"] as const).find((m) => m === mode) ?? "public";
}

/** The core setting that holds a user's choice on this generation. */
function modeKey(): "rollMode" | "messageMode" {
  return isV14() ? "messageMode" : "rollMode";
}

/** That setting, and its value for `visibility`. */
export function modeSetting(visibility: Visibility): { key: "rollMode" | "messageMode"; value: string } {
  return { key: modeKey(), value: isV14() ? visibility : TO_V13[visibility] };
}

/** The mode asked for in the roll options, else the user's current choice. */
export function chosenVisibility(options: { rollMode?: string; messageMode?: string } = {}): Visibility {
  const asked = options.messageMode ?? options.rollMode;
  if (asked !== undefined) return toVisibility(asked);
  return toVisibility(game.settings.get("core", modeKey()));
}

/** Applies `visibility` to message data in place (SR5 calls applyMode for its effect on the data). */
export function applyVisibility(data: ShadowturnChatData, visibility: Visibility): ShadowturnChatData {
  if (isV14()) ChatMessage.applyMode?.(data, visibility);
  else ChatMessage.applyRollMode?.(data, TO_V13[visibility]);
  return data;
}
