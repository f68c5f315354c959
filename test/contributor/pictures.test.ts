// The committed pictures cannot go stale (test/support/pictures.ts): the comparison itself, on pictures made
// here, and that every committed picture is one a test draws and compares.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import {
  committedChromium,
  DRAWN_WITH,
  MAX_DIFFERING_SHARE,
  pictureDifference,
  sameEnough,
} from "../support/pictures";
import { GUIDE_STEPS, README_STEPS } from "../foundry/tracker/guide-scenes";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** A grey 100 x 100 PNG, with `changed` pixels made `by` levels lighter. */
function picture(changed = 0, by = 0, size = 100): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(120);
  for (let i = 0; i < size * size; i += 1) png.data[i * 4 + 3] = 255;
  for (let i = 0; i < changed; i += 1) for (const c of [0, 1, 2]) png.data[i * 4 + c] = 120 + by;
  return PNG.sync.write(png);
}

describe("comparing a drawn picture with the committed one", () => {
  it("the same Chromium: one pixel a grey step of more than 8/255 away is a difference, 8 or less is not", () => {
    expect(sameEnough(pictureDifference(picture(), picture()), true)).toBe(true);
    expect(sameEnough(pictureDifference(picture(50, 8), picture()), true)).toBe(true);
    const one = pictureDifference(picture(1, 9), picture());
    expect(one.differing).toBe(1);
    expect(sameEnough(one, true)).toBe(false);
  });

  it("another Chromium: up to 0.1 % of the pixels may differ, more may not; another size never", () => {
    const pixels = 100 * 100;
    const within = pictureDifference(picture(pixels * MAX_DIFFERING_SHARE, 40), picture());
    expect(sameEnough(within, false)).toBe(true);
    expect(
      sameEnough(pictureDifference(picture(pixels * MAX_DIFFERING_SHARE + 1, 40), picture()), false),
    ).toBe(false);
    expect(sameEnough(pictureDifference(picture(0, 0, 90), picture()), false)).toBe(false);
  });
});

describe("the committed pictures", () => {
  it("say which Chromium drew them", () => {
    expect(committedChromium(), DRAWN_WITH).toMatch(/^(Chromium|Google Chrome) \d+\./);
  });

  it("are each drawn and compared by a test: none is left to go stale", () => {
    const tracker = readFileSync(join(ROOT, "test/foundry/tracker/screenshots.test.ts"), "utf8");
    const drawn = (name: string) =>
      name in README_STEPS ||
      /^actor-(character|npc|spirit|vehicle)-(light|dark)\.png$/.test(name) ||
      tracker.includes(`"${name}"`);
    const screenshots = readdirSync(join(ROOT, "docs/screenshots")).filter((f) => f.endsWith(".png"));
    expect(screenshots.filter((f) => !drawn(f))).toEqual([]);
    const guide = readdirSync(join(ROOT, "docs/guide"));
    expect(guide.filter((f) => !(f in GUIDE_STEPS))).toEqual([]);
    const docs = readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".png"));
    expect(docs).toEqual(["lab-report.png"]);
  });
});
