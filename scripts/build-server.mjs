// Bundles the server (and the CLI scripts it shares code with) for `npm start`:
// our TypeScript becomes plain JS; packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "server/main.ts",
    checkpointer: "server/infra/db/checkpointer.worker.ts",
    snapshot: "server/infra/backup/snapshot.worker.ts",
    "order-export": "server/modules/orders/order-export.worker.ts",
  },
  outdir: `${process.env.BUILD_DIR ?? "build"}/app`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
