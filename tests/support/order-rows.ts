// Orders written straight to the tables, with their lines and address, for tests of what staff
// do with many orders at once (no checkout needed to reach "paid").
import { ORDER_NUMBER_ALPHABET } from "../../core/order";
import type { Db } from "../../server/infra/db/client";

export type OrderSpec = {
  status?: string;
  email?: string;
  name?: string;
  lines: { productId: string; name: string; flavor: string; quantity: number }[];
};

let seq = 0;
const BASE = Date.parse("2026-04-01T00:00:00Z");

/** Inserts the orders one minute apart, oldest first, and answers their numbers and ids. */
export async function insertOrders(db: Db, specs: OrderSpec[]): Promise<{ number: string; id: string }[]> {
  const out: { number: string; id: string }[] = [];
  for (const spec of specs) {
    seq += 1;
    const salt = Math.floor(Math.random() * 32 ** 3);
    const id = `ord_${(Date.now() % 1e8).toString(16).padStart(8, "0")}${salt.toString(16).padStart(8, "0")}${seq.toString(16).padStart(8, "0")}`;
    const code = [seq, salt].map((v) =>
      Array.from({ length: 3 }, (_, d) => ORDER_NUMBER_ALPHABET[Math.floor(v / 32 ** (2 - d)) % 32]).join(""),
    );
    const number = `RR-${code[1]}${code[0]}`;
    const at = new Date(BASE + seq * 60_000).toISOString();
    const status = spec.status ?? "paid";
    const name = spec.name ?? `Shopper ${seq}`;
    const subtotal = spec.lines.reduce((n, l) => n + 1299 * l.quantity, 0);
    await db
      .insertInto("orders")
      .values({
        id,
        number,
        status,
        currency: "AUD",
        subtotal,
        shipping: 995,
        total: subtotal + 995,
        gst: Math.round((subtotal + 995) / 11),
        provider: "test",
        provider_session_id: null,
        payment_reference: status === "pending" ? null : `pay_${seq}`,
        email: spec.email ?? `shopper${seq}@example.com`,
        customer_name: name,
        shipping_address: JSON.stringify({
          name,
          line1: `${seq} Example Street`,
          suburb: "Fitzroy",
          state: "VIC",
          postcode: "3065",
        }),
        tracking_number: null,
        created_at: at,
        updated_at: at,
        paid_at: status === "pending" ? null : at,
        fulfilled_at: status === "fulfilled" ? at : null,
        refund_reference: null,
        refunded_at: null,
        account_id: null,
        promo_code: null,
      })
      .execute();
    await db
      .insertInto("order_lines")
      .values(
        spec.lines.map((l, position) => ({
          order_id: id,
          position,
          product_id: l.productId,
          name: l.name,
          flavor: l.flavor,
          unit_price: 1299,
          quantity: l.quantity,
        })),
      )
      .execute();
    out.push({ number, id });
  }
  return out;
}
