// One headless Chromium per test suite: launched before its tests, closed after them. Call inside describe().
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";

/** Registers the suite's launch and close; the function returned gives the running browser. */
export function suiteBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined)
      throw new Error("Chromium is not running: call suiteBrowser() inside describe()");
    return browser;
  };
}
