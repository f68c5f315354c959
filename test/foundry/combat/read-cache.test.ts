// When a client reads a combat's documents again (read-cache.ts): a kept read lasts until a document changes,
// and the turn is ordered once per change, however many of core's callbacks report it (#12808, #9641).
import { describe, expect, it } from "vitest";
import { ReadCache } from "../../../src/foundry/combat/read-cache";

/** A cache whose reorder counts its calls, with a read kept. */
function cache(): { c: ReadCache<string>; reorders: () => number } {
  let n = 0;
  const c = new ReadCache<string>(() => {
    n += 1;
  });
  c.keep("read 1");
  c.ordered();
  return { c, reorders: () => n };
}

const taskEnd = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the read cache", () => {
  it("keeps a read until a document changes", () => {
    const { c } = cache();
    expect(c.kept).toBe("read 1");
    c.documentsChanged();
    expect(c.kept).toBeNull();
  });

  it("a combatant's own update alone drops the read and orders the turn once, after the task", async () => {
    const { c, reorders } = cache();
    c.combatantChanged("a");
    expect(c.kept).toBeNull();
    expect(reorders()).toBe(0);
    await taskEnd();
    expect(reorders()).toBe(1);
  });

  it("a combatant's update the Combat's update carried in the same task costs no second read or ordering", async () => {
    const { c, reorders } = cache();
    c.combatUpdated(["a"]);
    c.keep("read 2");
    c.ordered();
    c.combatantChanged("a");
    expect(c.kept).toBe("read 2");
    await taskEnd();
    expect(reorders()).toBe(0);
  });

  it("core's combatant callback takes the change in too; once the task is over the next change counts again", async () => {
    const { c, reorders } = cache();
    c.combatantsUpdated(["a"]);
    c.keep("read 2");
    c.ordered();
    c.combatantChanged("a");
    expect(c.kept).toBe("read 2");
    await taskEnd();
    c.combatantChanged("a");
    expect(c.kept).toBeNull();
    await taskEnd();
    expect(reorders()).toBe(1);
  });

  it("no second ordering when core's setupTurns ordered the turn before the task ended", async () => {
    const { c, reorders } = cache();
    c.combatantChanged("b");
    c.ordered();
    await taskEnd();
    expect(reorders()).toBe(0);
  });
});
