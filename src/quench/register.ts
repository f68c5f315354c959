// Shadowturn's in-Foundry tests: one Quench batch per ruleset, one for the combat tracker, one for the table,
// one for who rolls initiative, one for the actor sheets. Registered on Quench's own `quenchReady` hook (SR5 `hooks.ts`: `Hooks.on('quenchReady',
// quenchRegister)`), which never fires without the Quench module, so a world without it carries no test code
// paths. Only a GM runs them: they create and delete documents.
import { RULESET_IDS } from "../engine";
import { fightBatch } from "./fight-batch";
import type { FightFixtures } from "./fixtures";
import { foundryFixtures } from "./foundry-fixtures";
import { rollBatch } from "./roll-batch";
import { sheetBatch } from "./sheet-batch";
import { tableBatch } from "./table-batch";
import { trackerBatch } from "./tracker-batch";
import { registerTurnChangeLog } from "./turn-change-log";
import { turnBatch } from "./turn-batch";

/** Batch keys, `shadowturn.fight.<ruleset>`, as Quench lists them. */
export function batchKey(ruleset: string): string {
  return `shadowturn.fight.${ruleset}`;
}

/** The tracker batch's key. */
export const TRACKER_BATCH_KEY = "shadowturn.tracker";
/** The batch of what core's own controls and players do at the table. */
export const TABLE_BATCH_KEY = "shadowturn.table";
/** Who rolls initiative, before the start (rules "Scores set by hand, and who rolls", rule 2). */
export const ROLL_BATCH_KEY = "shadowturn.rolls";
/** Core's turn workflow as ours keeps it (issue 28). */
export const TURN_BATCH_KEY = "shadowturn.turns";
/** The actor sheet batch's key. */
export const SHEET_BATCH_KEY = "shadowturn.sheets";

/** Hands each ruleset's fight to Quench; `fixtures` makes each batch's world (real documents by default). */
export function registerQuenchBatches(fixtures: () => FightFixtures = foundryFixtures): void {
  Hooks.on("quenchReady", (quench: ShadowturnQuench) => {
    // every client with Quench records the turn changes it hears, for the turns batch to ask (turn-change-log.ts)
    registerTurnChangeLog();
    for (const ruleset of RULESET_IDS) {
      quench.registerBatch(batchKey(ruleset), (context) => fightBatch(context, ruleset, fixtures()), {
        displayName: game.i18n.format("SHADOWTURN.Quench.Batch", { ruleset }),
      });
    }
    quench.registerBatch(TRACKER_BATCH_KEY, (context) => trackerBatch(context, fixtures()), {
      displayName: game.i18n.localize("SHADOWTURN.Quench.TrackerBatch"),
    });
    quench.registerBatch(TABLE_BATCH_KEY, (context) => tableBatch(context, fixtures()), {
      displayName: game.i18n.localize("SHADOWTURN.Quench.TableBatch"),
    });
    quench.registerBatch(ROLL_BATCH_KEY, (context) => rollBatch(context, fixtures()), {
      displayName: game.i18n.localize("SHADOWTURN.Quench.RollBatch"),
    });
    quench.registerBatch(TURN_BATCH_KEY, (context) => turnBatch(context, fixtures()), {
      displayName: game.i18n.localize("SHADOWTURN.Quench.TurnBatch"),
    });
    quench.registerBatch(SHEET_BATCH_KEY, (context) => sheetBatch(context, fixtures()), {
      displayName: game.i18n.localize("SHADOWTURN.Quench.SheetBatch"),
    });
  });
}
