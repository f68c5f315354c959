// A drone or vehicle for rigging (actor type "vehicle"): Pilot, Body, a physical track, no Edge.
import { ShadowturnActorModel } from "./base-model";
import { VEHICLE_SPEC } from "./specs";

export class VehicleModel extends ShadowturnActorModel {
  static override spec = VEHICLE_SPEC;
  static override actorType = "vehicle" as const;
}
