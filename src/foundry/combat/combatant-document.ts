// Shadowturn's Combatant document. Its `system` is what an owner may write (combatant-model.ts): the engine
// state is the Combat's. Its update handler is where the relay arrives: a player's request written on this
// combatant reaches the active GM here, with the writer's id from the server (relay.ts), and a refusal a GM
// wrote reaches the player who asked.
import { DEFAULT_RULESET, declaredRollOptions, initiativeFormula, rollFormula } from "../../engine";
import { liveInput, type ShadowturnCombat } from "./combat-document";
import type { CombatantSystemData } from "./combatant-model";
import { showRefusal } from "./notify";
import { refusalFor } from "./relay";

type SystemChange = Partial<Pick<CombatantSystemData, "request" | "refusal">>;

export class ShadowturnCombatant extends Combatant {
  /**
   * The refusal text a GM last wrote on this combatant, as this client heard it: on a combatant two players
   * own, either could write `system.refusal`, so the tracker shows a stored one only when it is this.
   */
  heardRefusal: string | null = null;

  get turnState(): CombatantSystemData {
    return this.system as unknown as CombatantSystemData;
  }

  /**
   * The unevaluated Roll of this combatant's initiative, with the engine's formula for its combat's ruleset
   * (SR5's rollInitiative asks `combatant.getInitiativeRoll(formula)`; 5e returns the actor's roll).
   */
  override getInitiativeRoll(): Roll {
    const combat = this.parent as ShadowturnCombat | null;
    const state = combat?.engineState().combatants.find((c) => c.id === this.id);
    const ruleset = combat?.ruleset ?? DEFAULT_RULESET;
    const declared = state ? declaredRollOptions(state) : {};
    const f = initiativeFormula(ruleset, state?.input ?? liveInput(this), declared);
    return new Roll(rollFormula(f));
  }

  /** Rolling from the combatant goes through the combat, so the engine decides (COS overrides it too). */
  override async rollInitiative(): Promise<this> {
    await this.parent?.rollInitiative([this.id]);
    return this;
  }

  protected override _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void {
    super._onUpdate(changed, options, userId);
    const system = (changed.system ?? {}) as SystemChange;
    const combat = this.parent as ShadowturnCombat | null;
    if (typeof system.request === "string" && combat && game.users.activeGM?.isSelf) {
      void combat.handleRequest(this, system.request, userId);
    }
    const writer = game.users.get(userId);
    if (typeof system.refusal === "string" && writer?.isGM) this.heardRefusal = system.refusal;
    const refusal = refusalFor(system.refusal, writer, game.user.id);
    if (refusal) showRefusal(refusal);
    // the turn is ordered again once per write, whichever document's handler hears of it first
    combat?.combatantChanged(this.id);
  }
}
