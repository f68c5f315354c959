// How an update deletes one key of an object field, on v13 and v14 (FOUNDRY-API.md 3.4). v13 writes the key
// as "-=key" with the value null (5e `item.mjs` deleteActivity: `system.activities.-=${id}`); v14 replaces
// that form with the `_del` operator as the key's value (5e on v14: `system.activities.${id}` set to `_del`;
// draw-steel PR #1747 types `_del` as the global ForcedDeletion singleton; v14 warns about the old form,
// foundryvtt-fallout #751). Both are sent inside the same nested object the key lives in.
import type { DeleteKey } from "./history";

export const deleteKey: DeleteKey = (key) => {
  const del = (globalThis as { _del?: unknown })._del;
  return game.release.generation >= 14 && del !== undefined ? [key, del] : [`-=${key}`, null];
};
