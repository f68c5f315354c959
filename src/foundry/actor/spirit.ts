// A spirit (actor type "spirit"): same attributes as a character, plus its Force.
import { ShadowturnActorModel } from "./base-model";
import { SPIRIT_SPEC } from "./specs";

export class SpiritModel extends ShadowturnActorModel {
  static override spec = SPIRIT_SPEC;
  static override actorType = "spirit" as const;
}
