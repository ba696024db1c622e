// The Customers screen's integration tests: orders and accounts written straight to their tables
// (the triggers see them as checkout's and sign-up's would be), and a server with staff signed in
// that lists and finds customers as the screen does.
import { afterAll, beforeAll, expect } from "vitest";
import type { Db } from "../../server/infra/db/client";
import { signInAdmin, startClockedServer } from "./admin";
import type { TestServer } from "./test-server";

let seq = 0;
const BASE = Date.parse("2025-03-01T00:00:00Z");
export const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** An order written straight to the table (the triggers see it as checkout's would be). */
export async function order(
  db: Db,
  o: { email: string | null; status: string; at: number; total?: number; name?: string },
) {
  seq += 1;
  const hex = seq.toString(16).padStart(24, "0");
  const created = at(o.at);
  await db
    .insertInto("orders")
    .values({
      id: `ord_${hex}`,
      number: `RR-T${String(seq).padStart(6, "0")}`,
      status: o.status,
      currency: "AUD",
      subtotal: o.total ?? 5000,
      shipping: 0,
      total: o.total ?? 5000,
      gst: 0,
      provider: "test",
      provider_session_id: null,
      payment_reference: null,
      email: o.email,
      customer_name: o.name ?? null,
      shipping_address: null,
      tracking_number: null,
      created_at: created,
      updated_at: created,
      paid_at: o.status === "pending" ? null : created,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: null,
      promo_code: null,
    })
    .execute();
  return `ord_${hex}`;
}

export async function account(db: Db, email: string, opts: { consent?: boolean; at?: number } = {}) {
  const id = `cus_${email.replace(/[^a-z0-9]/g, "")}`;
  await db
    .insertInto("customers")
    .values({
      id,
      email,
      marketing_consent: opts.consent ? 1 : 0,
      marketing_consent_at: opts.consent ? at(opts.at ?? 0) : null,
      created_at: at(opts.at ?? 0),
    })
    .execute();
  return id;
}

export type Row = { id: string; email: string; ordersCount: number; totalSpent: number; lastOrderAt: string | null };
export type ListPage = { customers: Row[]; next: string | null; prev: string | null; total: number };

/** Registers the file's hooks; `s` and `admin` (staff's headers) are filled in before the first test. */
export function customersServer() {
  const s = {} as TestServer & { clock: { now: Date } };
  const admin: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(s, await startClockedServer());
    Object.assign(admin, await signInAdmin(s));
  });
  afterAll(() => s.close());

  const get = (path: string) => fetch(`${s.url}${path}`, { headers: admin });
  async function list(query: string): Promise<ListPage> {
    const res = await get(`/api/admin/customers${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ListPage;
  }
  const find = async (email: string) =>
    (await list(`?q=${encodeURIComponent(email)}`)).customers.find((c) => c.email === email);
  return { s, admin, get, list, find };
}
