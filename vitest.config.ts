import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // one line saying why when the browser tests are skipped (no Chromium) and how to get them
    globalSetup: ["test/support/chromium-notice.ts"],
  },
});
