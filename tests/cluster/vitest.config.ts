// The cluster test (npm run test:cluster): a real deployment of the production build — two
// instances on PostgreSQL and s3rver behind HAProxy — started once for the file.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
