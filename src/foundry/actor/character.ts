// A player character (actor type "character").
import { ShadowturnActorModel } from "./base-model";
import { CHARACTER_SPEC } from "./specs";

export class CharacterModel extends ShadowturnActorModel {
  static override spec = CHARACTER_SPEC;
  static override actorType = "character" as const;
}
