// The slice of ApplicationV2 Shadowturn's sheets use, as script-level ambient declarations. Learned from
// open-source systems (FOUNDRY-API.md 4; 5e `module/applications/actor/api/base-actor-sheet.mjs`, SR5
// `src/module/actor/sheets/SR5BaseActorSheet.ts`, DS `src/module/applications/sheets/*.mjs`).

/** One `static PARTS` entry (FOUNDRY-API.md 4). */
interface ShadowturnTemplatePart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  container?: { classes?: string[]; id?: string };
}

/** Action handler bound to the application (FOUNDRY-API.md 4: `(this: Sheet, event, target)`). */
type ShadowturnActionHandler = (this: any, event: PointerEvent, target: HTMLElement) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `static DEFAULT_OPTIONS` as the systems write it (FOUNDRY-API.md 4). */
interface ShadowturnApplicationOptions {
  id?: string;
  tag?: string;
  classes?: string[];
  position?: { width?: number | "auto"; height?: number | "auto" };
  window?: {
    title?: string;
    icon?: string;
    resizable?: boolean;
    controls?: { action: string; icon: string; label: string; ownership?: string; visible?: boolean }[];
  };
  form?: { submitOnChange?: boolean; closeOnSubmit?: boolean; handler?: (...args: unknown[]) => unknown };
  actions?: Record<string, ShadowturnActionHandler>;
  document?: unknown;
}

/** FormDataExtended as sheets read it: `formData.object` is the flat `{"system.x": value}` map. */
interface ShadowturnFormData {
  object: Record<string, unknown>;
}

/** Render options passed to `render` and the lifecycle methods (5e `_prepareContext(options)`). */
interface ShadowturnRenderOptions {
  force?: boolean;
  parts?: string[];
  [key: string]: unknown;
}

declare namespace foundry {
  namespace applications {
    namespace api {
      /** Base application (FOUNDRY-API.md 2 and 4; 5e `application-v2-mixin.mjs`). */
      class ApplicationV2 {
        constructor(options?: ShadowturnApplicationOptions);
        static DEFAULT_OPTIONS: ShadowturnApplicationOptions;
        readonly options: ShadowturnApplicationOptions;
        /** The rendered outer element (5e `this.element.querySelector`). */
        readonly element: HTMLElement;
        readonly rendered: boolean;
        render(options?: boolean | ShadowturnRenderOptions): Promise<this>;
        close(options?: object): Promise<this>;
        /** FOUNDRY-API.md 4: `async _prepareContext(options)` calls super and extends the result. */
        protected _prepareContext(options: ShadowturnRenderOptions): Promise<Record<string, unknown>>;
        /** FOUNDRY-API.md 4: `_configureRenderParts(options)` returns the parts to render (DS drops some). */
        protected _configureRenderParts(
          options: ShadowturnRenderOptions,
        ): Record<string, ShadowturnTemplatePart>;
        /** FOUNDRY-API.md 4: `_onRender(context, options)` attaches listeners. */
        protected _onRender(
          context: Record<string, unknown>,
          options: ShadowturnRenderOptions,
        ): Promise<void> | void;
      }

      /** FOUNDRY-API.md 4: `HandlebarsApplicationMixin(ActorSheetV2)`; adds `static PARTS`. */
      function HandlebarsApplicationMixin<T extends abstract new (...args: any[]) => ApplicationV2>( // eslint-disable-line @typescript-eslint/no-explicit-any
        base: T,
      ): T & { PARTS: Record<string, ShadowturnTemplatePart> };

      /** Sheet for one document (5e builds item sheets on it; FOUNDRY-API.md 4). */
      class DocumentSheetV2 extends ApplicationV2 {
        readonly document: Actor | Item;
        readonly isEditable: boolean;
        /**
         * Form data -> update data, validated. Four arguments on v13: `updateData` is extra data the caller of
         * `submit` adds, merged over the form's (5e `rotate-area-config.mjs` overrides it with all four and
         * passes them on; 5e `starting-equipment-config.mjs` merges `updateData` in). An override must pass
         * it on, or that data is lost.
         */
        protected _prepareSubmitData(
          event: SubmitEvent | null,
          form: HTMLFormElement,
          formData: ShadowturnFormData,
          updateData?: Record<string, unknown> | null,
        ): Record<string, unknown>;
      }
    }

    namespace sheets {
      /** FOUNDRY-API.md 4: `foundry.applications.sheets.ActorSheetV2` (SR5, 5e, DS). */
      class ActorSheetV2 extends api.DocumentSheetV2 {
        readonly actor: Actor;
        override readonly document: Actor;
      }
      /** FOUNDRY-API.md 4: `foundry.applications.sheets.ItemSheetV2` (COS, SR6). */
      class ItemSheetV2 extends api.DocumentSheetV2 {
        readonly item: Item;
        override readonly document: Item;
      }
    }

    namespace apps {
      /** FOUNDRY-API.md 4: 5e `DocumentSheetConfig.registerSheet(Actor, id, Cls, {...})`. */
      const DocumentSheetConfig: {
        registerSheet(
          documentClass: typeof Actor | typeof Item,
          scope: string,
          sheetClass: unknown,
          options: { types?: string[]; makeDefault?: boolean; label?: string },
        ): void;
        unregisterSheet(documentClass: typeof Actor | typeof Item, scope: string, sheetClass: unknown): void;
      };
    }

    namespace ux {
      /** FOUNDRY-API.md 3 (v13 namespaces): `foundry.applications.ux.TextEditor.implementation.enrichHTML`. */
      const TextEditor: {
        implementation: { enrichHTML(content: string, options?: object): Promise<string> };
      };
    }
  }

  namespace appv1 {
    namespace sheets {
      /** FOUNDRY-API.md 4: core v1 sheets, unregistered before ours (SR5 `hooks.ts`). */
      const ActorSheet: unknown;
      const ItemSheet: unknown;
    }
  }

  namespace documents {
    namespace collections {
      /** FOUNDRY-API.md 3/4: `foundry.documents.collections.Actors.registerSheet(...)` (SR5). */
      interface SheetCollection {
        registerSheet(
          scope: string,
          sheetClass: unknown,
          options: { types?: string[]; makeDefault?: boolean; label?: string },
        ): void;
        unregisterSheet(scope: string, sheetClass: unknown): void;
      }
      const Actors: SheetCollection;
      const Items: SheetCollection;
    }
  }
}
