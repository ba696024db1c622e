import { defineConfig } from "vitest/config";

const integration = ["server/**/*.int.test.ts"];
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    setupFiles: ["tests/support/vitest-setup.ts"],
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: integration,
        },
      },
      {
        extends: true as const,
        test: {
          name: "integration:sqlite",
          include: integration,
          globalSetup: ["tests/support/global-setup.ts"],
          provide: { dialect: "sqlite" },
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "integration:postgres",
                include: integration,
                globalSetup: ["tests/support/global-setup.ts"],
                provide: { dialect: "postgres" as const },
              },
            },
          ]
        : []),
    ],
  },
});
