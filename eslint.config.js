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
