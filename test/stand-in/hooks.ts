// Stand-in for Foundry's `Hooks`, one registry per client. Behaviour mimicked:
// - `on` / `once` register a handler and return an id; `off(hook, id)` removes it (SR5 `hooks.ts`).
// - `callAll` runs every handler and returns true (FOUNDRY-API.md 1: `Hooks.callAll("combatTurn", ...)`).
// - `call` stops at the first handler returning false and returns false then (5e cancels its `pre` hooks with
//   `Hooks.call(...) === false`).
type Handler = (...args: unknown[]) => unknown;

export class HookRegistry {
  private readonly handlers = new Map<string, { id: number; fn: Handler; once: boolean }[]>();
  private nextId = 1;
  /** Every `callAll` / `call`, in order, so tests can check the hooks modules listen for still fire. */
  readonly fired: { hook: string; args: unknown[] }[] = [];

  on(hook: string, fn: Handler, once = false): number {
    const id = this.nextId++;
    this.handlers.set(hook, [...(this.handlers.get(hook) ?? []), { id, fn, once }]);
    return id;
  }

  once(hook: string, fn: Handler): number {
    return this.on(hook, fn, true);
  }

  off(hook: string, id: number): void {
    this.handlers.set(
      hook,
      (this.handlers.get(hook) ?? []).filter((h) => h.id !== id),
    );
  }

  private run(hook: string, args: unknown[], stopOnFalse: boolean): boolean {
    this.fired.push({ hook, args });
    for (const h of [...(this.handlers.get(hook) ?? [])]) {
      if (h.once) this.off(hook, h.id);
      if (h.fn(...args) === false && stopOnFalse) return false;
    }
    return true;
  }

  callAll(hook: string, ...args: unknown[]): boolean {
    return this.run(hook, args, false);
  }

  call(hook: string, ...args: unknown[]): boolean {
    return this.run(hook, args, true);
  }
}
