// The committed pictures (docs/screenshots/, docs/guide/, docs/lab-report.png) cannot go stale: every test
// that draws one compares it with the committed file and fails, naming that file, when they differ;
// `npm run screenshots` (UPDATE_SCREENSHOTS=1) copies the drawn pictures over the committed ones instead, and
// notes in docs/screenshots/chromium-version.txt which Chromium drew them.
//
// How strictly (README, "What it looks like"): a pixel differs when its colour moved further than a grey step
// of 8/255 (pixelmatch over pngjs, anti-aliased pixels counted like any other).
// - Drawn by the Chromium that drew the committed pictures: no pixel may differ. One Chromium draws the same
//   bytes every time, and content goes stale in very few pixels: the spirit sheet's "1d6" that should read
//   "2d6" is 66 pixels of 544,200 (0.012 %).
// - Drawn by another Chromium (CI installs Debian's current chromium on a fresh machine; a release shifts
//   anti-aliasing over many pixels): at most 0.1 % of the pixels may differ, so the update does not turn the
//   run red, while a missing button, badge or row (thousands of pixels) still does. The run says once that it
//   compared loosely and that `npm run screenshots` redraws the pictures with this Chromium.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

const ROOT = join(import.meta.dirname, "..", "..");
/** Which Chromium drew the committed pictures (its `--version` line), written by `npm run screenshots`. */
export const DRAWN_WITH = "docs/screenshots/chromium-version.txt";

/** The largest share of pixels that may differ when another Chromium draws the pictures. */
export const MAX_DIFFERING_SHARE = 0.001;
/** How far a pixel's colour may move and still count as the same: a grey step of 8 of 255. */
export const GREY_STEP = 8;
/**
 * pixelmatch's threshold for that step: it measures colour distance in YIQ (35215 is its largest squared
 * distance), where a grey step of n in every channel is 0.5053 * n * n; halfway to the next whole step, so
 * 8 levels are the same colour and 9 are not.
 */
export const PIXELMATCH_THRESHOLD = Math.sqrt((0.5053 * (GREY_STEP + 0.5) ** 2) / 35215);

export interface PictureDifference {
  /** The sizes differ: nothing else is compared. */
  size: { drawn: [number, number]; committed: [number, number] } | null;
  differing: number;
  pixels: number;
}

/** How far two PNG files differ (pixelmatch over pngjs; anti-aliased pixels count like any other). */
export function pictureDifference(drawn: Buffer, committed: Buffer): PictureDifference {
  const a = PNG.sync.read(drawn);
  const b = PNG.sync.read(committed);
  const pixels = a.width * a.height;
  if (a.width !== b.width || a.height !== b.height)
    return {
      size: { drawn: [a.width, a.height], committed: [b.width, b.height] },
      differing: pixels,
      pixels,
    };
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, {
    threshold: PIXELMATCH_THRESHOLD,
    includeAA: true,
  });
  return { size: null, differing, pixels };
}

/** Whether a difference is within what is allowed: none when the same Chromium drew both. */
export function sameEnough(d: PictureDifference, sameChromium: boolean): boolean {
  if (d.size !== null) return false;
  return sameChromium ? d.differing === 0 : d.differing <= d.pixels * MAX_DIFFERING_SHARE;
}

let version: string | undefined;
/** The `--version` line of the Chromium the browser tests run ("Chromium 131.0.6778.85"). */
export function chromiumVersion(): string {
  if (version === undefined) {
    const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
    const line = execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    version = line.replace(/\s+built on .*$/s, "").trim();
  }
  return version;
}

/** The Chromium the committed pictures were drawn with, or null when nobody noted it. */
export function committedChromium(): string | null {
  const file = join(ROOT, DRAWN_WITH);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

let toldLoose = false;

/**
 * Compares the picture a test drew (`drawn`) with the committed one (`committed`, relative to the
 * repository: "docs/screenshots/tracker-sr5.png") and throws, naming the committed file, when they differ.
 * Under `npm run screenshots` it copies the drawn picture over the committed one instead.
 */
export function checkPicture(drawn: string, committed: string): void {
  const target = join(ROOT, committed);
  if (process.env.UPDATE_SCREENSHOTS === "1") {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(drawn, target);
    writeFileSync(join(ROOT, DRAWN_WITH), `${chromiumVersion()}\n`);
    return;
  }
  const shown = relative(ROOT, drawn);
  const refresh = "if the change is meant, `npm run screenshots` refreshes the committed pictures";
  if (!existsSync(target))
    throw new Error(`${committed} is not committed, though the test run draws it (${shown}): ${refresh}`);
  const drewThem = committedChromium();
  const same = drewThem === chromiumVersion();
  if (!same && !toldLoose) {
    toldLoose = true;
    process.stdout.write(
      `Pictures: the committed ones were drawn by ${drewThem ?? "an unnoted Chromium"}, this run draws with ` +
        `${chromiumVersion()}: compared within ${MAX_DIFFERING_SHARE * 100} % of their pixels; ` +
        "`npm run screenshots` redraws them with this one.\n",
    );
  }
  const d = pictureDifference(readFileSync(drawn), readFileSync(target));
  if (sameEnough(d, same)) return;
  const allowed = same
    ? "none may (the same Chromium drew it)"
    : `at most ${MAX_DIFFERING_SHARE * 100} % may`;
  const what = d.size
    ? `it is ${d.size.committed.join(" x ")} pixels, the code now draws ${d.size.drawn.join(" x ")}`
    : `${d.differing} of ${d.pixels} pixels (${((100 * d.differing) / d.pixels).toFixed(3)} %) differ by ` +
      `more than ${GREY_STEP}/255, where ${allowed}`;
  throw new Error(`${committed} differs from what the code draws now (${shown}): ${what}; ${refresh}`);
}
