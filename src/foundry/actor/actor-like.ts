// An actor document as the sheet context reads it: plain data, so sheet-context.ts never touches a document
// (and the sheet and the Quench sheet batch build the same context from the same actor).
import type { ActorLike } from "./sheet-context";

/** An actor document as the sheet reads it. */
export function actorLike(actor: Actor): ActorLike {
  return {
    id: actor.id,
    name: actor.name,
    type: actor.type,
    img: actor.img,
    system: actor.system as unknown as Record<string, unknown>,
    items: actor.items.map((i) => ({
      id: i.id,
      name: i.name,
      type: i.type,
      img: i.img,
      system: i.system as unknown as Record<string, unknown>,
    })),
  };
}
