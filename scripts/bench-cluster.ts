// `npm run bench:cluster`: the cluster of `npm run cluster` (two instances on PostgreSQL and
// s3rver behind HAProxy) under load. Prints a 100 MB video uploaded through the balancer to
// the bucket (throughput, and each instance's memory before and at its peak), then
// GET /api/products and GET / through the balancer and against one instance directly.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { CLUSTER_ADMIN, startCluster } from "./support/cluster";
import { fakeMp4, uploadAll } from "./support/tus-client";

const SIZE = 100 * 1024 * 1024;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const cluster = await startCluster({ instances: 2, env: { LOG_LEVEL: "warn" } });
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

try {
  const { url } = cluster;
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(CLUSTER_ADMIN),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const pids = cluster.instances.map((i) => i.child.pid!);
  const before = pids.map(rssMb);
  const peak = [...before];
  const sampler = setInterval(() => pids.forEach((p, i) => (peak[i] = Math.max(peak[i]!, rssMb(p)))), 25);
  const started = performance.now();
  const res = await uploadAll(url, { cookie, origin: url }, fakeMp4(SIZE), {
    filename: "bench.mp4",
    filetype: "video/mp4",
    purpose: "video",
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  console.log(`100 MB upload through the balancer to S3: ${seconds.toFixed(2)} s, ${(100 / seconds).toFixed(1)} MB/s`);
  cluster.instances.forEach((inst, i) =>
    console.log(
      `  ${inst.name} RSS: ${before[i]!.toFixed(0)} MB before, ${peak[i]!.toFixed(0)} MB peak (+${(peak[i]! - before[i]!).toFixed(0)} MB)`,
    ),
  );

  console.log(`\nreq/s (${CONNECTIONS} connections, ${DURATION} s each)`);
  const direct = cluster.instances[0]!.url;
  for (const p of ["/api/products", "/"]) {
    for (const [label, base] of [
      ["balancer (2 instances)", url],
      ["one instance directly", direct],
    ] as const) {
      const r = await autocannon({ url: `${base}${p}`, connections: CONNECTIONS, duration: DURATION });
      console.log(
        `  GET ${p.padEnd(14)} ${label.padEnd(24)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
  }
} finally {
  await cluster.stop();
}
