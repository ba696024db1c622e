import { defineConfig } from "vitest/config";
import { inlineScript } from "./vite-plugins/inline-script.ts";

const integration = ["server/**/*.int.test.ts"];
const postgres = process.env.TEST_DATABASE_URL;
// An integration test starts a real server, signs staff in (a deliberately slow password hash) and
// renders pages: on a busy 2-core machine several took just over Vitest's 5 s. A test that hangs
// still fails, in 20 s; a file can ask for more with vi.setConfig.
// Not isolated: each file would otherwise import the whole server afresh (723 s of a 39-minute
// run was imports); none of these files mocks a module or changes the environment, and each
// builds its own server and database, so sharing the loaded modules shares no state. A subset
// went from 158 to 113 s.
// React as the shop runs it (its production build): an integration test renders pages and
// e-mails by the thousand (the fuzz test's 2,500 requests, 1,000 renewals' confirmations), and
// React's development build spends a fifth of that time on checks meant for a developer's
// browser. The unit project keeps the development build and its warnings.
const slow = { testTimeout: 20_000, hookTimeout: 30_000, isolate: false, env: { NODE_ENV: "production" } };
// Staff passwords hash at a test cost there (tests/support/integration-setup.ts says why).
// (Added to the root setupFiles: a project that extends the root appends to its arrays.)
const integrationSetup = ["tests/support/integration-setup.ts"];
// Vitest's default on a 2-core machine is one file at a time (cores − 1), but an integration file
// spends much of its time waiting: on PostgreSQL, on a child process, on a timer. Three at once
// took a 21-file SQLite subset from 91 s to 46 s here, two 52 s, four 53 s. Two, because three
// files at once on two cores pushed CPU-heavy unit tests past their 5 s on a loaded machine.
const MAX_WORKERS = Number(process.env.VITEST_MAX_WORKERS ?? 2);

export default defineConfig({
  // The after-paint loader is compiled to an inline script as the app's build does it.
  plugins: [inlineScript()],
  // JSX compiled as the app's build compiles it (react/jsx-runtime): the development form calls
  // jsxDEV, which React's production build (the integration projects', below) does not have.
  oxc: { jsx: { development: false } },
  test: {
    maxWorkers: MAX_WORKERS,
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
          ...slow,
          setupFiles: integrationSetup,
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
                ...slow,
                setupFiles: integrationSetup,
                globalSetup: ["tests/support/global-setup.ts"],
                provide: { dialect: "postgres" as const },
              },
            },
          ]
        : []),
    ],
  },
});
