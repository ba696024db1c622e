// `npm run cluster`: several instances of the production build on PostgreSQL and an
// S3-compatible bucket behind HAProxy, on this machine. Ctrl-C stops everything.
// CLUSTER_INSTANCES (default 2) and CLUSTER_PORT (the balancer, default: first free from 3400).
import { CLUSTER_ADMIN, startCluster } from "./support/cluster";

const cluster = await startCluster({
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  ...(process.env.CLUSTER_PORT ? { balancerPort: Number(process.env.CLUSTER_PORT) } : {}),
  log: (m) => console.log(`  ${m}`),
});
console.log(`\nOpen ${cluster.url}  (admin: ${CLUSTER_ADMIN.email} / ${CLUSTER_ADMIN.password})`);
console.log("Every answer carries X-Instance naming the instance. Ctrl-C stops the cluster.");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
await new Promise(() => {});
