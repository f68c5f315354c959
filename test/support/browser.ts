// Headless Chromium for screenshot tests: Debian's chromium driven by playwright-core (never a downloaded
// browser). The flags keep it from reaching for the network, which this machine does not have.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { checkPicture } from "./pictures";

/** Debian's Chromium unless CHROMIUM_PATH names another (a Chromium or Chrome binary). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Whether the browser tests can run. Without a browser they are skipped, except under `npm run screenshots`
 * (UPDATE_SCREENSHOTS=1): refreshing pictures without a browser must fail and say why, not pass having
 * refreshed nothing.
 */
export function hasChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.UPDATE_SCREENSHOTS === "1") {
    throw new Error(
      `npm run screenshots cannot take pictures: there is no Chromium at ${CHROMIUM_PATH} ` +
        "(install it, e.g. apt-get install -y chromium, or set CHROMIUM_PATH to one)",
    );
  }
  return false;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Render an HTML page (with inline or linked CSS) and write a PNG of `selector` (or the whole page).
 * `baseUrl` lets relative stylesheet links resolve against the repo (a file:// URL of a folder).
 */
export async function screenshotHtml(
  browser: Browser,
  html: string,
  outPath: string,
  opts: { width?: number; height?: number; selector?: string; baseUrl?: string } = {},
): Promise<void> {
  mkdirSync(dirname(outPath), { recursive: true });
  const page = await browser.newPage({ viewport: { width: opts.width ?? 800, height: opts.height ?? 600 } });
  try {
    if (opts.baseUrl) {
      await page.goto(opts.baseUrl);
    }
    await page.setContent(html, { waitUntil: "load" });
    if (opts.selector) {
      await page.locator(opts.selector).first().screenshot({ path: outPath });
    } else {
      await page.screenshot({ path: outPath, fullPage: true });
    }
  } finally {
    await page.close();
  }
}

/**
 * A picture the README or the guide shows, docs/screenshots/<name> (or another folder of docs/): the test run
 * compares the one it drew with the committed one and fails, naming it, when they differ (pictures.ts);
 * `npm run screenshots` (UPDATE_SCREENSHOTS=1) copies it over the committed one instead.
 */
export function publishScreenshot(file: string, name: string, folder = "screenshots"): void {
  checkPicture(file, join("docs", folder, name));
}
