// Shadowturn's combat tracker: Foundry's ApplicationV2 combat tracker with our own header / tracker / footer
// parts (FOUNDRY-API.md 2). It only shows what the engine says (through the Combat document) and turns clicks
// into engine Commands; the class is built from the base handed in, so tests can use a stand-in base.
import { followCoreDefeated } from "../combat/defeated";
import { SYSTEM_ID } from "../settings";
import { combatView, dispositions } from "./combat-view";
import { menuEntry, withoutCoreScoreEntries } from "./context-menu";
import { TRACKER_ACTIONS, type ControlData, type TrackerAction } from "./control-commands";
import { foundryEnv, trackerCombat } from "./foundry-env";
import { packCatalogue } from "./pack-catalogue";
import { keepRows, measureRows, type RowLayout } from "./row-heights";
import { keepRowState, readRowState, type RowState } from "./row-state";
import { openScoreField } from "./score-field";
import { perOpening, rowMenuSpecs } from "./row-menu";
import { runControl, type EndAction } from "./run-control";
import { SIDES, surpriseSide } from "./surprise-side";
import { groupCommands, selectedTokenIds } from "./group-selected";
import { ownRollChoice } from "./own-roll-view";
import { disbandCommands, leaveGroupSpec } from "./group-edit";
import { FoldedGroups } from "./folded-groups";
import { TRACKER_PARTIAL_NAMES } from "./tracker-partials";

export type CombatTrackerBase = typeof foundry.applications.sidebar.tabs.CombatTracker;

/** The Combat document's own-roll request (combat-document.ts requestRoll). */
interface OwnRollCombat {
  requestRoll(combatantId: string, choice: ReturnType<typeof ownRollChoice>): Promise<void>;
}

const template = (name: string) => `systems/${SYSTEM_ID}/templates/combat/${name}.hbs`;
export const TRACKER_PARTIALS = TRACKER_PARTIAL_NAMES.map(template);

/** Opens or closes a row's in-place menu (Edge options, named actions). */
function toggleMenu(_event: PointerEvent, target: HTMLElement): void {
  const menu = target.closest<HTMLElement>(".st-menu");
  if (!menu) return;
  const open = menu.classList.toggle("open");
  target.setAttribute("aria-expanded", String(open));
}

export function defineCombatTracker(Base: CombatTrackerBase) {
  class ShadowturnCombatTracker extends Base {
    /** A click on one of our controls: the row's combatant and the control's data make the command. */
    static async onControl(this: ShadowturnCombatTracker, _event: PointerEvent, target: HTMLElement) {
      const action = target.dataset.action as TrackerAction | EndAction;
      const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
      const data: Record<string, string | undefined> = { ...target.dataset };
      // a timed item's name is typed into the field beside its button
      if (action === "stTimedItem") {
        const typed = target.closest(".st-menu")?.querySelector<HTMLInputElement>("input.st-timed-name");
        data.name = typed?.value ?? "";
      }
      await this.act(action, combatantId, data);
    }

    /**
     * A player's own roll from the row's roll menu (own-roll-view.ts): the ticked declarations and, entering
     * dice, the faces typed beside the button; the Combat document checks it and asks the GM.
     */
    static async onOwnRoll(this: ShadowturnCombatTracker, _event: PointerEvent, target: HTMLElement) {
      const combat = this.viewed as (Combat & Partial<OwnRollCombat>) | null;
      const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
      const menu = target.closest(".st-menu");
      if (!combat?.requestRoll || !combatantId || !menu) return;
      const ticked = menu.querySelectorAll<HTMLInputElement>('input[name="stDeclare"]:checked');
      const dice = menu.querySelector<HTMLInputElement>('input[name="stDice"]')?.value ?? "";
      const declare = Array.from(ticked, (i) => i.value);
      const category = menu.querySelector<HTMLSelectElement>('select[name="stBonusCategory"]')?.value ?? "";
      await combat.requestRoll(
        combatantId,
        ownRollChoice(combatantId, { mode: target.dataset.mode, dice, declare, category }),
      );
    }

    /** Surprise by side (d20 rule 4): the header's button for the hostile or the friendly tokens. */
    static async onSurpriseSide(this: ShadowturnCombatTracker, _event: PointerEvent, target: HTMLElement) {
      const combat = trackerCombat(this.viewed);
      const side = SIDES.find((s) => s === target.dataset.side);
      if (!combat || !side) return;
      await surpriseSide(combat, dispositions(combat), side, foundryEnv());
    }

    /** The GM's "Group the selected tokens" (group-selected.ts): one write, or a notice of what to select. */
    static async onGroupSelected(this: ShadowturnCombatTracker) {
      const combat = trackerCombat(this.viewed);
      const viewed = this.viewed;
      if (!combat || !viewed) return;
      const cmds = groupCommands(viewed.turns, selectedTokenIds(), foundry.utils.randomID());
      if (!cmds) return void ui.notifications.warn(game.i18n.localize("SHADOWTURN.Group.NoneSelected"));
      await combat.runCommands(cmds);
    }

    /** A group header's caret: folds or unfolds the group on this client only (folded-groups.ts). */
    static async onFoldGroup(this: ShadowturnCombatTracker, _event: PointerEvent, target: HTMLElement) {
      const combat = trackerCombat(this.viewed);
      const groupId = target.dataset.groupId;
      if (!combat || !groupId) return;
      this.#folded.toggle(combat.id ?? "", groupId);
      await this.render();
    }

    /** A group header's "Disband" (GM): every member leaves the group in one write (group-edit.ts). */
    static async onDisbandGroup(this: ShadowturnCombatTracker, _event: PointerEvent, target: HTMLElement) {
      const combat = trackerCombat(this.viewed);
      const cmds =
        combat && target.dataset.groupId ? disbandCommands(combat.engineState(), target.dataset.groupId) : [];
      if (combat && cmds.length > 0) await combat.runCommands(cmds);
    }

    static override DEFAULT_OPTIONS: ShadowturnApplicationOptions = {
      actions: {
        stSurpriseSide: ShadowturnCombatTracker.onSurpriseSide,
        stGroupSelected: ShadowturnCombatTracker.onGroupSelected,
        stOwnRoll: ShadowturnCombatTracker.onOwnRoll,
        stFoldGroup: ShadowturnCombatTracker.onFoldGroup,
        stDisbandGroup: ShadowturnCombatTracker.onDisbandGroup,
        ...Object.fromEntries(
          [...TRACKER_ACTIONS, "stEndPhase", "stNextTurn"].map((a) => [a, ShadowturnCombatTracker.onControl]),
        ),
        stToggleMenu: toggleMenu,
        stEditScore: (_event: PointerEvent, target: HTMLElement) => void openScoreField(target),
        // the row's controls block: a click in it that hits no button (a field, a gap) stops here instead of
        // reaching the row's `activateCombatant`, which would select the token and pan the canvas to it
        stInRow: () => undefined,
      },
    };

    static override PARTS: Record<string, ShadowturnTemplatePart> = {
      header: { template: template("header") },
      tracker: { template: template("tracker"), templates: TRACKER_PARTIALS, scrollable: [""] },
      footer: { template: template("footer") },
    };

    /** The tracker list's rows as they were drawn before the re-render under way (row-heights.ts). */
    #rowsBefore: RowLayout | null = null;
    /** Open row menus and typed row fields before the re-render under way (row-state.ts). */
    #rowStateBefore: RowState | null = null;
    /** The groups this tracker shows folded, per combat. */
    #folded = new FoldedGroups();

    protected override _preSyncPartState(
      partId: string,
      newElement: HTMLElement,
      priorElement: HTMLElement,
      state: Record<string, unknown>,
    ): void {
      super._preSyncPartState(partId, newElement, priorElement, state);
      if (partId !== "tracker") return;
      this.#rowsBefore = measureRows(priorElement);
      this.#rowStateBefore = readRowState(priorElement);
    }

    /** After core has put the scroll position back: the rows out of sight keep their heights (row-heights.ts). */
    protected override _syncPartState(
      partId: string,
      newElement: HTMLElement,
      priorElement: HTMLElement,
      state: Record<string, unknown>,
    ): void {
      super._syncPartState(partId, newElement, priorElement, state);
      if (partId !== "tracker") return;
      keepRows(newElement, this.#rowsBefore);
      keepRowState(newElement, this.#rowStateBefore, openScoreField);
      this.#rowsBefore = null;
      this.#rowStateBefore = null;
    }

    /**
     * The GM's score field (`input.st-score-input`, opened from its button by score-field.ts) is ours: its
     * change sets the score through the engine. Every other input goes on to core (which from 13.345 only
     * edits `.initiative-input` fields).
     */
    protected override async _onChangeInput(event: Event): Promise<void> {
      const input = event.target as HTMLInputElement | null;
      if (!input?.classList?.contains("st-score-input")) return super._onChangeInput(event);
      const combatantId = input.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
      const combat = trackerCombat(this.viewed);
      if (combat && combatantId) await combat.setScore(combatantId, input.value);
    }

    /** Runs a control for a combatant of the viewed combat; refusals become warnings. */
    act(action: TrackerAction | EndAction, combatantId: string, data: ControlData = {}): Promise<boolean> {
      return runControl(trackerCombat(this.viewed), action, { combatantId, data }, foundryEnv());
    }

    protected override async _prepareContext(
      options: ShadowturnRenderOptions,
    ): Promise<Record<string, unknown>> {
      const context = await super._prepareContext(options);
      const combat = trackerCombat(this.viewed);
      if (combat) {
        const fallback = await packCatalogue(combat.engineState().ruleset);
        context.shadowturn = combatView(combat, game.user, fallback, this.#folded.of(combat.id ?? ""));
      }
      return context;
    }

    /** Every part reads `shadowturn`; if a part's context does not inherit the root's, it gets it here. */
    protected override async _preparePartContext(
      partId: string,
      context: Record<string, unknown>,
      options: ShadowturnRenderOptions,
    ): Promise<Record<string, unknown>> {
      const part = await super._preparePartContext(partId, context, options);
      if (part.shadowturn === undefined && context.shadowturn !== undefined)
        part.shadowturn = context.shadowturn;
      return part;
    }

    /**
     * Core's skull: the engine's `defeated` command writes the engine's flag and core's `defeated` in one combat
     * write, then the actor's status as core's own skull sets it (combat/defeated.ts, GURPS issue #1909); the
     * skull reads core's `isDefeated`, which counts the status too. Combatants the engine does not know yet are
     * left to core.
     */
    protected override async _onToggleDefeatedStatus(combatant: Combatant): Promise<void> {
      const combat = trackerCombat(this.viewed);
      const defeated = !combatant.isDefeated;
      const cmd = combat ? followCoreDefeated(combat, combatant.id, defeated) : null;
      if (!combat || !cmd) return super._onToggleDefeatedStatus(combatant);
      await combat.runCommand(cmd);
    }

    protected override _getEntryContextOptions(): ShadowturnContextMenuEntry[] {
      // every row's controls, from one view of the combat per opening of the menu (row-menu.ts perOpening)
      const rowControls = perOpening(() => {
        const combat = trackerCombat(this.viewed);
        return combat ? new Map(combatView(combat, game.user).rows.map((r) => [r.id, r.controls])) : null;
      });
      const controlsOf = (id: string) => rowControls()?.get(id) ?? null;
      const ours = rowMenuSpecs(controlsOf, (action, id, data) => this.act(action, id, data));
      const leave = leaveGroupSpec(
        () => trackerCombat(this.viewed)?.engineState() ?? null,
        () => game.user.isGM,
        (cmd) => trackerCombat(this.viewed)?.runCommand(cmd),
      );
      return [
        ...withoutCoreScoreEntries(super._getEntryContextOptions()),
        ...[...ours, leave].map((spec) => menuEntry(game.release.generation, spec)),
      ];
    }
  }
  return ShadowturnCombatTracker;
}
