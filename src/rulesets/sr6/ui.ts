// What the tracker shows differently for sr6 (RulesetUi): "Round {round}" (one pass, so no pass words), no
// pass line on a row, and Edge +3 as its one Edge control (rule 9). Its pips, buttons and words come from its
// economy (./economy.ts).
import type { RulesetUi } from "../../api/engine";

export const SR6_UI: RulesetUi = {
  titleKey: "SHADOWTURN.Tracker.Round",
  passInfo: null,
  offers: ["edge-boost"],
};
