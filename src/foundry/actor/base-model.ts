// What every actor type's data model shares: its schema comes from its spec, its derived values (track
// lengths, wound modifier, d20 DEX modifier) are computed in prepareDerivedData, and `initiativeInput()` is
// the contract with the Combat layer: the engine input built from this actor and its items.
import { d20Modifier, type RulesetId } from "../../engine";
import type { ItemLike } from "../item/initiative-source";
import { actorInitiativeInput, type ActorInitiativeInput } from "./initiative-input";
import { getSetting } from "../settings";
import { SpecDataModel } from "./spec-model";
import type { ActorType } from "./specs";
import { healthBars, type Bar } from "./token-bars";
import { actorWounds, type TrackLengths } from "./wounds";

/** The world's ruleset; none where there is no game (data read outside Foundry): the sr5 track lengths. */
function worldRuleset(): RulesetId | undefined {
  return typeof game === "undefined" ? undefined : getSetting("ruleset");
}

export interface DerivedActorData {
  tracks: TrackLengths;
  woundModifier: number;
  dexModifier: number;
}

interface ItemsOwner {
  items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }>;
}

export abstract class ShadowturnActorModel extends SpecDataModel {
  declare derived: DerivedActorData;
  /** Each condition monitor as boxes left of its track, for token bars (token-bars.ts). */
  declare health: Record<string, Bar>;

  /** Which actor type this model is for (a vehicle reads its input differently). */
  static actorType: ActorType;

  protected get actorType(): ActorType {
    return (this.constructor as typeof ShadowturnActorModel).actorType;
  }

  override prepareDerivedData(): void {
    const data = this as unknown as Record<string, unknown>;
    const dex = (data.d20 as { dex?: number } | undefined)?.dex ?? 10;
    // the track lengths of the world's ruleset (a vehicle's differ: rules formulas rule 5)
    this.derived = {
      ...actorWounds(this.actorType, data, worldRuleset()),
      dexModifier: d20Modifier(dex),
    };
    // the token bars (token-bars.ts)
    this.health = healthBars(data.monitors as { physical?: number; stun?: number }, this.derived.tracks);
  }

  /** The items of the owning actor, as the translation in item/initiative-source.ts reads them. */
  protected ownedItems(): ItemLike[] {
    const owner = this.parent as ItemsOwner | null;
    return [...(owner?.items ?? [])].map((i) => ({
      id: i.id,
      name: i.name,
      type: i.type,
      system: i.system as Record<string, unknown>,
    }));
  }

  /** Contract with the Combat layer: the engine input for this actor (id and name are the combatant's). */
  initiativeInput(): ActorInitiativeInput {
    return actorInitiativeInput(
      this.actorType,
      this as unknown as Record<string, unknown>,
      this.ownedItems(),
    );
  }
}
