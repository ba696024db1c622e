// Helpers for the customer-form tests: JSON posts from a chosen client IP, and row counts.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/infra/db/client";

let ipCounter = 0;
/** A fresh client address per call, so tests do not share a rate-limit window. */
export function nextIp(): string {
  ipCounter++;
  return `198.51.100.${ipCounter % 250}`;
}

export async function postJson(url: string, body: unknown, opts: { ip?: string } = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": opts.ip ?? nextIp() },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function countRows(
  db: Db,
  table: "contact_messages" | "return_requests" | "mail_outbox" | "rate_limits",
): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Polls until check() returns a truthy value or the time is up. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error("waitFor: timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * POSTs a body in chunks without Content-Length (Transfer-Encoding: chunked) and returns the
 * status; a server that refuses mid-stream may close the socket while we still write, which
 * fetch() reports as a failure, so this reads the response with node:http instead.
 */
export async function postChunked(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (err) => (req.writableEnded ? undefined : reject(err)));
    const chunk = 16 * 1024;
    let i = 0;
    const pump = () => {
      while (i < body.length) {
        const ok = req.write(body.slice(i, i + chunk));
        i += chunk;
        if (!ok) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/** A paid order row as the return form needs it (number, e-mail, account), without a checkout. */
export async function insertOrder(db: Db, o: { number: string; email: string; accountId?: string }): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("orders")
    .values({
      id: randomUUID(),
      number: o.number,
      status: "paid",
      currency: "AUD",
      subtotal: 4999,
      shipping: 0,
      total: 4999,
      gst: 454,
      provider: "test",
      provider_session_id: null,
      payment_reference: null,
      email: o.email,
      customer_name: "Sam Buyer",
      shipping_address: null,
      tracking_number: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: o.accountId ?? null,
      promo_code: null,
    })
    .execute();
}
