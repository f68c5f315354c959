// What the tracker shows on hover. Core's tooltip for a `data-tooltip` with no value is the element's
// `aria-label` (Foundry #12427; dnd5e writes its buttons so since 5.0.0): an icon-only button carries its
// words once, in its label, and core shows them. Checked for the GM and a player in every ruleset, started.
import { describe, expect, it } from "vitest";
import { RULESET_IDS, type RulesetId } from "../../../src/engine";
import { setUpFight } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { openTracker } from "./open-tracker";

interface TooltipTag {
  tag: string;
  own: string | null;
  label: string | null;
  text: string;
}

/** Each tag of `html` that has a `data-tooltip`: its own value (null when bare), its `aria-label`, its text. */
function tooltipTags(html: string): TooltipTag[] {
  return [...html.matchAll(/(<[a-z][^>]*\sdata-tooltip(?=[\s>=])[^>]*>)([^<]*)/g)].map(([, tag, text]) => ({
    tag: tag!,
    own: tag!.match(/\sdata-tooltip="([^"]*)"/)?.[1] ?? null,
    label: tag!.match(/\saria-label="([^"]*)"/)?.[1] ?? null,
    text: text!.trim(),
  }));
}

/** The words core shows on hover: the tooltip's own text, or the label when it has none. */
const shown = (t: TooltipTag) => (t.own ? t.own : t.label);

async function trackerHtml(ruleset: RulesetId, user: string): Promise<string> {
  const f = await setUpFight(ruleset, [SAMURAI, GANGER]);
  f.world.scriptDice(Array(40).fill(4));
  await f.gm(() => f.combat.startCombat());
  const { app } = await openTracker(f, user);
  await f.as(user, () => app.render());
  return (app as unknown as { html: string }).html;
}

describe("hover words: a bare data-tooltip shows the element's label (Foundry #12427)", () => {
  for (const ruleset of RULESET_IDS as readonly RulesetId[]) {
    it(`${ruleset}: every tooltip, for the GM and a player, has words, and a button's words are written once, not repeated on hover`, async () => {
      for (const user of ["gm", "p1"]) {
        const tags = tooltipTags(await trackerHtml(ruleset, user));
        expect(tags.length, user).toBeGreaterThan(0);
        for (const t of tags) {
          expect(shown(t), `${user}: ${t.tag}`).toMatch(/\S/);
          // the same words in both attributes would be localized and sent twice per row
          if (t.own) expect(t.own, `${user}: ${t.tag}`).not.toBe(t.label);
          // a tooltip says more than the words on the element (a reason, a hint); a name may be cut short
          if (t.own && !t.tag.includes('class="name"')) expect(t.own, `${user}: ${t.tag}`).not.toBe(t.text);
        }
        if (user === "gm") {
          const hide = tags.find((t) => t.tag.includes('data-action="toggleHidden"'));
          expect(hide && shown(hide)).toBe("Hide from players / show");
          const next = tags.find((t) => t.tag.includes('data-action="stNextTurn"'));
          expect(next && shown(next)).toMatch(/^Next (phase|turn)$/);
        }
      }
    });
  }
});
