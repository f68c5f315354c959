// A grunt or other non-player character (actor type "npc").
import { ShadowturnActorModel } from "./base-model";
import { NPC_SPEC } from "./specs";

export class NpcModel extends ShadowturnActorModel {
  static override spec = NPC_SPEC;
  static override actorType = "npc" as const;
}
