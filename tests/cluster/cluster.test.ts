// Several stateless instances on PostgreSQL and S3 behind HAProxy (round-robin, no stickiness):
// what the "Done means" asks of a scale-out deployment, through real HTTP.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, openEventStream, sessionCookie } from "../support/admin";
import { CLUSTER_ADMIN, startCluster, type Cluster, type Instance } from "../../scripts/support/cluster";
import { BUILD_ROOT } from "../../scripts/support/build-root";
import { GOOD_PAYMENT_FORM } from "../support/test-checkout";
import { callerKey } from "../../server/modules/checkout/checkout-idempotency";
import { createUpload, fakeMp4, patchUpload } from "../../scripts/support/tus-client";

let cluster: Cluster;
let db: pg.Client;
let a: Instance;
let b: Instance;
let admin: Record<string, string>;

beforeAll(async () => {
  if (!existsSync(path.join(BUILD_ROOT, "app/main.js"))) throw new Error("run 'npm run build' first");
  cluster = await startCluster({ instances: 2, env: { CHECKOUT_RATE_LIMIT: "0" } });
  [a, b] = cluster.instances as [Instance, Instance];
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const res = await login(cluster.url, CLUSTER_ADMIN, { origin: cluster.url });
  admin = { cookie: sessionCookie(res), origin: cluster.url };
}, 90_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const CART = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];

async function startCheckout(base: string): Promise<{ status: number; sessionId?: string; instance: string | null }> {
  const res = await fetch(`${base}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: cluster.url },
    body: JSON.stringify({ cart: CART }),
  });
  const body = res.ok ? ((await res.json()) as { url: string }) : (await res.arrayBuffer(), null);
  return { status: res.status, sessionId: body?.url.split("/").pop(), instance: res.headers.get("x-instance") };
}

type Attempt = { key: string; status: number; tries: number; sessionId?: string; instance: string | null };

// As the storefront does (app/lib/checkout-client.ts): one key per attempt, sent again once when
// the answer never came (the connection cut, or the balancer's 502 or 504).
async function checkoutWithKey(key: string): Promise<Attempt> {
  for (let tries = 1; ; tries++) {
    const answer = await fetch(`${cluster.url}/api/checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: cluster.url,
        "idempotency-key": key,
        "checkout-client": `cc-cluster-${key}`,
      },
      body: JSON.stringify({ cart: CART }),
    })
      .then(async (res) => ({ res, body: await res.text() }))
      .catch(() => null);
    const cut = !answer || answer.res.status === 502 || answer.res.status === 504;
    if (cut && tries === 1) {
      await new Promise((r) => setTimeout(r, 1000)); // as the storefront pauses before its retry
      continue;
    }
    const url = answer?.res.ok ? (JSON.parse(answer.body) as { url: string }).url : undefined;
    return {
      key,
      status: answer?.res.status ?? 0,
      tries,
      sessionId: url?.split("/").pop(),
      instance: answer?.res.headers.get("x-instance") ?? null,
    };
  }
}

describe("two instances behind HAProxy on PostgreSQL and S3", () => {
  it("a sweep runs once, not once per instance", async () => {
    const sweeps = cluster.instances.flatMap((i) =>
      i.output.filter((l) => l.includes('"msg":"periodic job ran: sweep"')).map(() => i.name),
    );
    expect(sweeps).toHaveLength(1);
    const { rows } = await db.query("select name from job_runs where name = 'sweep'");
    expect(rows).toEqual([{ name: "sweep" }]);
  });

  it("a video uploaded with its PATCHes spread over both instances plays from both byte-identical", async () => {
    const data = fakeMp4(40 * 1024 * 1024);
    const created = await createUpload(cluster.url, admin, {
      length: data.length,
      filename: "cluster reel.mp4",
      filetype: "video/mp4",
      purpose: "video",
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get("location")!, cluster.url).toString();
    const patchedBy: string[] = [];
    let res: Response | undefined;
    const chunk = 8 * 1024 * 1024;
    for (let off = 0; off < data.length; off += chunk) {
      res = await patchUpload(url, admin, off, data.subarray(off, Math.min(data.length, off + chunk)));
      patchedBy.push(res.headers.get("x-instance")!);
      if (off + chunk < data.length) expect(res.status).toBe(204);
    }
    expect(res!.status).toBe(200);
    expect(new Set(patchedBy)).toEqual(new Set([a.name, b.name]));
    const { video } = (await res!.json()) as { video: { videoUrl: string } };
    for (const inst of [a, b]) {
      const full = await fetch(`${inst.url}${video.videoUrl}`);
      expect(full.status).toBe(200);
      expect(full.headers.get("x-instance")).toBe(inst.name);
      expect(sha(Buffer.from(await full.arrayBuffer()))).toBe(sha(data));
      const ranged = await fetch(`${inst.url}${video.videoUrl}`, { headers: { range: "bytes=1000-1999" } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(1000, 2000))).toBe(true);
    }
  });

  it("a product edited through one instance reaches a storefront tab and the cached home page of the other", async () => {
    const home = async () => {
      const res = await fetch(`${b.url}/`);
      expect(res.headers.get("x-instance")).toBe(b.name);
      return res.text();
    };
    const before = await home();
    expect(before).toContain("Basic Recovery Pack");
    // B's home page is cached: a change behind the shop's back (no event) does not show.
    await db.query("update products set name = 'Changed behind the cache' where id = 'one-and-done'");
    expect(await home()).not.toContain("Changed behind the cache");
    const events = await openEventStream(b.url);
    try {
      const { product } = (await (
        await fetch(`${a.url}/api/admin/products/one-and-done`, { headers: admin })
      ).json()) as {
        product: Record<string, unknown>;
      };
      const put = await fetch(`${a.url}/api/admin/products/one-and-done`, {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
        // The admin form sends no nulls (core/product-form.ts): drop them.
        body: JSON.stringify(
          Object.fromEntries(
            Object.entries({ ...product, name: "Basic Recovery Pack (clustered)" }).filter(([, v]) => v !== null),
          ),
        ),
      });
      expect(put.status, await put.clone().text()).toBe(200);
      expect(put.headers.get("x-instance")).toBe(a.name);
      await events.next("products.changed", 5000);
    } finally {
      await events.close();
    }
    expect(await home()).toContain("Basic Recovery Pack (clustered)");
  });

  it("a checkout started on one instance is paid through the other: one confirmation e-mail", async () => {
    const { status, sessionId, instance } = await startCheckout(a.url);
    expect([status, instance]).toEqual([200, a.name]);
    const email = `cluster-${Date.now()}@example.com`;
    // Straight to the instances (no Origin: React Router refuses an action whose Origin is not its Host).
    const paid = await fetch(`${b.url}/pay/${sessionId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...GOOD_PAYMENT_FORM, email }),
    });
    expect(paid.headers.get("x-instance")).toBe(b.name);
    expect(paid.status, (await paid.clone().text()).slice(0, 3000)).toBe(302);
    expect(paid.headers.get("location")).toContain("/success");
    // Paying again through A changes nothing.
    await fetch(`${a.url}/pay/${sessionId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...GOOD_PAYMENT_FORM, email }),
    });
    const { rows } = await db.query(`select subject from mail_outbox where "to" = $1`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toMatch(/\(tax invoice\)$/);
  });

  it("a rolling restart under load, one instance after the other: not one request fails", async () => {
    const outcomes: { what: string; status: number }[] = [];
    let stop = false;
    let n = 0;
    const buyer = async () => {
      while (!stop) {
        const attempt = await checkoutWithKey(`cluster-roll-${Date.now()}-${n++}`);
        outcomes.push({ what: "checkout", status: attempt.status });
      }
    };
    const browser = async () => {
      while (!stop) {
        for (const p of ["/api/products", "/", "/products/dynamic-duo"]) {
          const status = await fetch(`${cluster.url}${p}`)
            .then(async (res) => (await res.arrayBuffer(), res.status))
            .catch(() => 0);
          outcomes.push({ what: `GET ${p}`, status });
        }
      }
    };
    const workers = [buyer(), buyer(), browser(), browser()];
    await new Promise((r) => setTimeout(r, 500));
    for (const inst of [...cluster.instances]) await cluster.restart(inst.name);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(workers);
    [a, b] = cluster.instances as [Instance, Instance];
    expect(outcomes.length).toBeGreaterThan(100);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
  });

  it("an instance killed with SIGKILL under load: no GET fails, every checkout makes exactly one order", async () => {
    const attempts: Attempt[] = [];
    const gets: { status: number; at: number }[] = [];
    let stop = false;
    let n = 0;
    const buyer = async () => {
      while (!stop) attempts.push(await checkoutWithKey(`cluster-kill-${Date.now()}-${n++}`));
    };
    const browser = async () => {
      while (!stop) {
        for (const p of ["/api/products", "/", "/products/dynamic-duo"]) {
          // A body cut off midway fails too, not only a refused request.
          const status = await fetch(`${cluster.url}${p}`)
            .then(async (res) => (await res.arrayBuffer(), res.status))
            .catch(() => 0);
          gets.push({ status, at: Date.now() });
        }
      }
    };
    const startedAt = new Date().toISOString();
    const workers = [buyer(), buyer(), buyer(), browser(), browser(), browser()];
    await new Promise((r) => setTimeout(r, 1000));
    b.child.kill("SIGKILL");
    const killedAt = Date.now();
    let states: Record<string, string> = {};
    while (Date.now() - killedAt < 10_000) {
      states = await cluster.serverStates();
      if (states[b.name]?.startsWith("DOWN")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(states[b.name]).toMatch(/^DOWN/);
    expect(states[a.name]).toBe("UP");
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await Promise.all(workers);

    // Not one GET failed: the balancer tried each cut one again on the instance left.
    expect(gets.length).toBeGreaterThan(50);
    expect(gets.filter((g) => g.status !== 200)).toEqual([]);
    // Every checkout was answered, some by each instance, and each key made exactly one order.
    expect(attempts.filter((t) => t.status !== 200)).toEqual([]);
    expect(attempts.filter((t) => t.instance === b.name).length).toBeGreaterThan(0);
    expect(attempts.filter((t) => t.instance === a.name).length).toBeGreaterThan(0);
    // Each key holds one order, the one whose page its answer named, and no order was made besides.
    // Keys are stored bound to their caller (here each attempt's Checkout-Client value).
    const storedKey = (key: string) => callerKey(key, { customerId: null, client: `cc-cluster-${key}` }).stored;
    const keys = attempts.map((t) => storedKey(t.key));
    const { rows } = await db.query(
      "select k.key, o.provider_session_id as session from checkout_keys k join orders o on o.id = k.order_id where k.key = any($1)",
      [keys],
    );
    expect(rows.length).toBe(keys.length);
    const made = await db.query("select count(*)::int as n from orders where created_at >= $1", [startedAt]);
    expect(made.rows[0].n).toBe(keys.length);
    const sessionOf = new Map(rows.map((r: { key: string; session: string }) => [r.key, r.session]));
    for (const t of attempts) expect(sessionOf.get(storedKey(t.key)), t.key).toBe(t.sessionId);
  });
});
