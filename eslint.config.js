import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", "build-*", "data", "node_modules", ".react-router", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // The browser must never import server code (docs/design.md §6); types are fine.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "Browser code must not import server code.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  { files: ["scripts/**", "tests/**"], rules: { "no-console": "off" } },
  {
    // One way to run axe in a browser spec: tests/e2e/axe.ts says why it runs in legacy mode.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/axe.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@axe-core/playwright", message: "Use axe(page) from tests/e2e/axe.ts." }] },
      ],
    },
  },
  {
    // Plain Node scripts; make-sample-video also runs code inside the browser page.
    files: ["**/*.mjs"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "Buffer",
          "document",
          "MediaRecorder",
          "performance",
          "requestAnimationFrame",
          "Blob",
          "btoa",
        ].map((g) => [g, "readonly"]),
      ),
    },
  },
);
