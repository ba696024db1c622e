// A whole scale-out deployment on one machine, for `npm run cluster` and the cluster test:
// a throwaway PostgreSQL, s3rver as the bucket, N instances of the production build
// (node build/app/main.js) and HAProxy in front (round-robin, no stickiness, health checks
// on /api/health/ready, responses streamed so SSE is not buffered).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startTestS3, type TestS3 } from "./s3rver";
import { startShopProcess, type ShopProcess } from "./shop-process";

const run = promisify(execFile);
export const HAPROXY = process.env.HAPROXY_BIN ?? "/usr/sbin/haproxy";
export const CLUSTER_ADMIN = { email: "staff@example.com", password: "correct horse battery" };

export type Instance = ShopProcess & { name: string; port: number };

export type Cluster = {
  /** The balancer: the one address to open. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  s3: TestS3;
  /** HAProxy's log lines (one per request, with the server that answered). */
  balancerLog: string[];
  /** UP/DOWN/… of each instance as HAProxy sees it, from its stats socket. */
  serverStates(): Promise<Record<string, string>>;
  /**
   * A rolling upgrade's step: stops the instance as a deployment does (SIGTERM: it turns unready,
   * the balancer takes it out, requests in flight finish), starts the build again on its port, and
   * waits until the balancer has it UP. The instance in `instances` is replaced.
   */
  restart(name: string): Promise<Instance>;
  stop(): Promise<void>;
};

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/** Free ports from [from, to], distinct from those already taken. */
async function freePorts(n: number, from: number, to: number, taken = new Set<number>()): Promise<number[]> {
  const out: number[] = [];
  for (let p = from; p <= to && out.length < n; p++) {
    if (!taken.has(p) && (await portIsFree(p))) out.push(p);
  }
  if (out.length < n) throw new Error(`not enough free ports in ${from}-${to}`);
  return out;
}

export function haproxyConfig(opts: { port: number; servers: { name: string; port: number }[]; socket: string }) {
  return `global
  log stdout format raw local0 info
  stats socket ${opts.socket} mode 600 level admin

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 1h
  timeout server 1h
  timeout http-request 30s
  timeout tunnel 1h
  # A connection that fails, or an instance that dies before answering, is tried again on another
  # instance: only for requests that are safe to repeat. A checkout (POST) is repeated by the
  # storefront itself, with its Idempotency-Key.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind 127.0.0.1:${opts.port}
  option forwardfor
  default_backend shops

backend shops
  balance roundrobin
  http-request disable-l7-retry unless { method GET HEAD OPTIONS }
  # HTTP/1.1 with a Host header: the shop builds each request's URL from it.
  option httpchk
  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${opts.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}
`;
}

export async function startCluster(
  opts: { instances?: number; balancerPort?: number; env?: Record<string, string>; log?: (m: string) => void } = {},
): Promise<Cluster> {
  const log = opts.log ?? (() => {});
  const n = opts.instances ?? 2;
  const dir = mkdtempSync(path.join(tmpdir(), "shop-cluster-"));
  // Its own top-level folder: the script hands it to the postgres user when run as root.
  const pgDir = mkdtempSync(path.join(tmpdir(), "shop-cluster-pg-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  };
  try {
    const [pgPort] = await freePorts(1, 55600, 55699);
    log(`PostgreSQL on ${pgPort}`);
    const { stdout } = await run("bash", [path.resolve("scripts/pg-throwaway.sh"), "start", pgDir, String(pgPort)]);
    cleanups.push(() => run("bash", [path.resolve("scripts/pg-throwaway.sh"), "stop", pgDir]).then(() => {}));
    const databaseUrl = stdout.trim();
    const s3 = await startTestS3();
    cleanups.push(() => s3.close());
    log(`S3 (s3rver) at ${s3.endpoint}`);

    const balancerPort = opts.balancerPort ?? (await freePorts(1, 3400, 3499))[0]!;
    const ports = await freePorts(n, 3400, 3499, new Set([balancerPort]));
    const url = `http://127.0.0.1:${balancerPort}`;
    const instances: Instance[] = [];
    const startInstance = async (i: number): Promise<Instance> => {
      const name = `shop-${String.fromCharCode(97 + i)}`;
      const proc = await startShopProcess(
        {
          DATABASE_URL: databaseUrl,
          ...s3.env,
          INSTANCE_NAME: name,
          PUBLIC_URL: url,
          TRUST_PROXY: "true",
          ADMIN_EMAIL: CLUSTER_ADMIN.email,
          ADMIN_PASSWORD: CLUSTER_ADMIN.password,
          // The balancer checks every 500 ms and needs two failures: unready for 1.5 s first.
          SHUTDOWN_DELAY_SECONDS: "1.5",
          ...opts.env,
        },
        { port: ports[i]! },
      );
      cleanups.push(() => proc.stop());
      log(`${name} at ${proc.url}`);
      return Object.assign(proc, { name, port: ports[i]! });
    };
    // One after the other: the first start migrates and seeds.
    for (let i = 0; i < n; i++) instances.push(await startInstance(i));

    const socket = path.join(dir, "haproxy.sock");
    const cfg = path.join(dir, "haproxy.cfg");
    writeFileSync(cfg, haproxyConfig({ port: balancerPort, servers: instances, socket }));
    const haproxy: ChildProcess = spawn(HAPROXY, ["-db", "-f", cfg], { stdio: ["ignore", "pipe", "pipe"] });
    const balancerLog: string[] = [];
    const collect = (chunk: Buffer) => balancerLog.push(...String(chunk).split("\n").filter(Boolean));
    haproxy.stdout!.on("data", collect);
    haproxy.stderr!.on("data", collect);
    const haproxyExited = new Promise<void>((r) => haproxy.once("exit", () => r()));
    cleanups.push(async () => {
      haproxy.kill("SIGTERM");
      await haproxyExited;
    });

    const serverStates = async (): Promise<Record<string, string>> => {
      const csv = await new Promise<string>((resolve, reject) => {
        const c = connect(socket);
        let out = "";
        c.on("data", (d) => (out += String(d)));
        c.on("end", () => resolve(out));
        c.on("error", reject);
        c.write("show stat\n");
      });
      const [header, ...rows] = csv.replace(/^# /, "").trim().split("\n");
      const cols = header!.split(",");
      const states: Record<string, string> = {};
      for (const row of rows) {
        const f = row.split(",");
        if (f[cols.indexOf("pxname")] === "shops" && f[cols.indexOf("svname")]!.startsWith("shop-"))
          states[f[cols.indexOf("svname")]!] = f[cols.indexOf("status")]!;
      }
      return states;
    };
    // Ready when HAProxy has every instance UP.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const states = await serverStates().catch(() => ({}) as Record<string, string>);
      if (instances.every((i) => states[i.name] === "UP")) break;
      if (haproxy.exitCode !== null) throw new Error(`HAProxy exited:\n${balancerLog.join("\n")}`);
      if (Date.now() > deadline) throw new Error(`HAProxy did not see every instance UP: ${JSON.stringify(states)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    log(`balancer at ${url}`);
    const restart = async (name: string): Promise<Instance> => {
      const i = instances.findIndex((inst) => inst.name === name);
      if (i < 0) throw new Error(`no instance ${name}`);
      instances[i]!.child.kill("SIGTERM");
      await instances[i]!.exited;
      instances[i] = await startInstance(i);
      const until = Date.now() + 20_000;
      while ((await serverStates().catch(() => ({}) as Record<string, string>))[name] !== "UP") {
        if (Date.now() > until) throw new Error(`the balancer did not take ${name} back`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return instances[i]!;
    };
    return { url, instances, databaseUrl, s3, balancerLog, serverStates, restart, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
