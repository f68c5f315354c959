// When a client must read a combat's documents again. A read of the documents (the engine state, its rows,
// Foundry's order) is kept until one of them changes on this client; the Combat document tells this unit of
// every change core reports to it: its own update (#12808), combatants created, updated or deleted (#9641),
// and a combatant's own `_onUpdate`. The turn is ordered again once per change: a combatant's update that
// neither the Combat's update nor core's combatant callback took in during the same task orders the turn once
// that task is done, unless core's setupTurns did it by then (#9641). Evidence: test/stand-in/EVIDENCE.md.
export class ReadCache<T> {
  #kept: T | null = null;
  /** The documents changed since the turn was last ordered. */
  #unordered = true;
  /** Combatants whose change this client has taken in during the current task. */
  #carried: ReadonlySet<string> = new Set();

  /** `reorder` orders the turn again (the Combat's setupTurns). */
  constructor(private readonly reorder: () => void) {}

  /** What was kept from the last read, or null once the documents changed. */
  get kept(): T | null {
    return this.#kept;
  }

  keep(read: T | null): void {
    this.#kept = read;
  }

  /** The turn was ordered from the documents as they are now. */
  ordered(): void {
    this.#unordered = false;
  }

  /** The documents of this combat changed on this client: the next read and setupTurns go back to them. */
  documentsChanged(): void {
    this.#kept = null;
    this.#unordered = true;
  }

  /** The Combat's own update arrived, carrying these combatants' changes with it. */
  combatUpdated(carried: readonly string[]): void {
    this.documentsChanged();
    this.#carry(carried);
  }

  /** Core's callback for combatants updated (it runs setupTurns itself). */
  combatantsUpdated(ids: readonly string[]): void {
    this.documentsChanged();
    this.#carry(ids);
  }

  /** A combatant's own update arrived (Combatant#_onUpdate). */
  combatantChanged(id: string): void {
    if (this.#carried.has(id)) return;
    this.documentsChanged();
    queueMicrotask(() => {
      if (this.#unordered) this.reorder();
    });
  }

  /** Marks combatants as taken in until the current task ends. */
  #carry(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const carried = new Set([...this.#carried, ...ids]);
    this.#carried = carried;
    queueMicrotask(() => {
      if (this.#carried === carried) this.#carried = new Set();
    });
  }
}
