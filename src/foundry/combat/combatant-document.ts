// Shadowturn's Combatant document: its `system` is the engine's per-combatant turn state
// (combatant-model.ts). Its update handler is where the relay arrives: a player's request written on this
// combatant reaches the active GM here, with the writer's id from the server (relay.ts), and a refusal
// reaches the player who asked.
import type { ShadowturnCombat } from "./combat-document";
import type { CombatantSystemData, RelayRefusal, RelayRequest } from "./combatant-model";
import { showRefusal } from "./notify";

type SystemChange = Partial<Pick<CombatantSystemData, "request" | "refusal">>;

export class ShadowturnCombatant extends Combatant {
  get turnState(): CombatantSystemData {
    return this.system as unknown as CombatantSystemData;
  }

  protected override _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void {
    super._onUpdate(changed, options, userId);
    const system = (changed.system ?? {}) as SystemChange;
    const combat = this.parent as ShadowturnCombat | null;
    const request = system.request as RelayRequest | null | undefined;
    if (request && combat && game.users.activeGM?.isSelf) void combat.handleRequest(this, request, userId);
    const refusal = system.refusal as RelayRefusal | null | undefined;
    if (refusal && refusal.userId === game.user.id) showRefusal(refusal);
    combat?.setupTurns();
  }
}
