// sr6 rule 6: the Anytime actions and their size. Minor: Avoid Incoming, Block, Change Device Mode, Dodge,
// Drop Object, Hit the Dirt, Intercept; Major: Assist, Counterspell, Full Defense.
import type { Sr6Kind } from "./pay";

export interface Sr6Anytime {
  readonly id: string;
  readonly size: Sr6Kind;
}

export const SR6_ANYTIME: readonly Sr6Anytime[] = [
  { id: "avoid-incoming", size: "minor" },
  { id: "block", size: "minor" },
  { id: "change-device-mode", size: "minor" },
  { id: "dodge", size: "minor" },
  { id: "drop-object", size: "minor" },
  { id: "hit-the-dirt", size: "minor" },
  { id: "intercept", size: "minor" },
  { id: "assist", size: "major" },
  { id: "counterspell", size: "major" },
  { id: "full-defense", size: "major" },
];
