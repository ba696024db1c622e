// `npm run lint` (and so CI): every migration keeps the previous release working during a rolling
// upgrade, or declares itself the contract step of an earlier expand (server/infra/db/migration-safety.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { unsafeSteps } from "../server/infra/db/migration-safety";
import { migrations } from "../server/infra/db/migrations/index";

const dir = path.resolve("server/infra/db/migrations");
const names = Object.keys(migrations);
const found = names.flatMap((name) => unsafeSteps(name, readFileSync(path.join(dir, `${name}.ts`), "utf8"), names));
for (const f of found) {
  console.error(`${path.join(dir, `${f.migration}.ts`)}:${f.line}: ${f.why}: ${f.step}`);
}
if (found.length > 0) {
  console.error(
    `\n${found.length} step(s) would break the release still running during a rolling upgrade. Expand now ` +
      "(add, backfill), and contract in a later release's migration that says " +
      '`export const contract = { expand: "<the expand migration>", reason: "…" }`.',
  );
  process.exit(1);
}
console.log(`✔ ${names.length} migrations keep the previous release working`);
