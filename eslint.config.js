// Lint TypeScript with the recommended typescript-eslint rules; built output and deps are ignored.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  // types/shadowturn-engine.d.ts is generated (scripts/engine-types.mjs; a test keeps it fresh)
  { ignores: ["dist/", "release/", "node_modules/", "test-output/", "types/shadowturn-engine.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
