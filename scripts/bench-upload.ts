// `npm run bench:upload`: one 100 MB video through the tus endpoint of the
// production server, in 5 MB chunks; prints throughput and the server's memory
// (resident set) before and at its peak during the upload.
import { readFileSync } from "node:fs";
import { fakeMp4, uploadAll } from "./support/tus-client";
import { startProductionServer } from "./production-server";

const SIZE = 100 * 1024 * 1024;
const admin = { email: "bench@example.com", password: "bench admin password" };
const { base, pid, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3192), {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const data = fakeMp4(SIZE);
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
  const started = performance.now();
  const res = await uploadAll(base, { cookie, origin: base }, data, {
    filename: "bench.mp4",
    filetype: "video/mp4",
    purpose: "video",
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  console.log(`100 MB upload: ${seconds.toFixed(2)} s, ${(100 / seconds).toFixed(1)} MB/s`);
  console.log(
    `server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${(peak - before).toFixed(0)} MB)`,
  );
} finally {
  stop();
}
