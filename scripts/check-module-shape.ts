// `npm run lint`: no Kysely query outside a repository (docs/modules.md). Each file below may
// still query, with the reason.
import { queriesOutsideRepositories, type Exception } from "./support/module-shape";

const EXCEPTIONS: Exception[] = [
  {
    file: "server/infra/events/pg-event-bus.ts",
    why: "infrastructure, not a module: LISTEN/NOTIFY is the event bus's transport on PostgreSQL",
  },
  {
    file: "server/infra/jobs/periodic.ts",
    why: "infrastructure: the job runner's lock row (job_runs) is how one instance of a cluster claims a run",
  },
  {
    file: "server/infra/rate-limit/rate-limiter.ts",
    why: "infrastructure: the shared counters of the rate limiter are its own table, used by every module",
  },
  {
    file: "server/infra/payments/test-provider.ts",
    why: "infrastructure: the test payment provider stands in for Stripe and keeps its pretend payments in its own table",
  },
];

const found = queriesOutsideRepositories(process.cwd(), EXCEPTIONS);
for (const q of found) console.error(`${q.file}:${q.line}: ${q.call} outside a repository`);
if (found.length > 0) {
  const files = new Set(found.map((q) => q.file)).size;
  console.error(
    `\n${found.length} quer(ies) in ${files} file(s) outside a *.repository.ts. Move each into its module's ` +
      "repository and call it from the service (docs/modules.md).",
  );
  process.exit(1);
}
console.log(`✔ no query outside a repository (${EXCEPTIONS.length} infrastructure files keep their own tables)`);
