// The rows `npm run seed:scale` writes: a shop of N orders over two years, generated in batches
// (oldest first) so a million orders never sit in memory at once.
import { seededRandom } from "./support/seeded-random";
import type { Insertable } from "kysely";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PREFIX } from "../core/order";
import { gstIncluded } from "../core/money";
import { seedLots } from "./seed-scale-lots";
import type {
  AuditLogTable,
  ContactMessagesTable,
  CustomersTable,
  OrderEventsTable,
  OrderLineLotsTable,
  OrderLinesTable,
  OrdersTable,
  ReturnRequestsTable,
  ReviewsTable,
} from "../server/infra/db/schema";

export type ScaleRows = {
  customers: Insertable<CustomersTable>[];
  orders: Insertable<OrdersTable>[];
  lines: Insertable<OrderLinesTable>[];
  /** Which lot each fulfilled order's tubs came from. */
  lineLots: Insertable<OrderLineLotsTable>[];
  events: Insertable<OrderEventsTable>[];
  messages: Insertable<ContactMessagesTable>[];
  returns: Insertable<ReturnRequestsTable>[];
  reviews: Insertable<ReviewsTable>[];
  audit: Insertable<AuditLogTable>[];
};

const PRODUCTS = [
  { id: "one-and-done", name: "Basic Recovery Pack", price: 4999, flavors: ["Lemon Squash", "Berry Blast"] },
  { id: "dynamic-duo", name: "Dynamic Duo Recovery", price: 8999, flavors: ["Duo Pack"] },
  { id: "triple-threat", name: "Triple Threat Recovery", price: 12999, flavors: ["Mixed Pack"] },
];
const FIRST = ["Olivia", "Jack", "Charlotte", "Noah", "Amelia", "William", "Isla", "Oliver", "Mia", "Leo", "Ava"];
const FIRST_MORE = ["Grace", "Henry", "Chloe", "Thomas", "Zoe", "Lucas", "Ruby", "Harrison", "Sophie", "Liam"];
const LAST = ["Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Johnson", "Martin", "White"];
const LAST_MORE = ["Anderson", "Thompson", "Walker", "Harris", "Lee", "Ryan", "Robinson", "Kelly", "King", "Chen"];
const SUBURBS = [
  ["Bondi", "NSW", "2026"],
  ["Fitzroy", "VIC", "3065"],
  ["New Farm", "QLD", "4005"],
  ["Subiaco", "WA", "6008"],
  ["Glenelg", "SA", "5045"],
  ["Sandy Bay", "TAS", "7005"],
  ["Braddon", "ACT", "2612"],
  ["Parap", "NT", "0820"],
] as const;
const ACTIONS = ["order.fulfil", "order.refund", "product.update", "stock.set", "promotion.update", "review.moderate"];
const REASONS = ["unsatisfied", "wrong-item", "damaged"];
const DAY = 86_400_000;
/** loyal@example.com's paid orders: the account page's worst case, as the issue asks. */
export const LOYAL_ORDERS = 500;
export const LOYAL_EMAIL = "loyal@example.com";

export function makeShop(opts: { orders: number; now: Date }) {
  const rnd = seededRandom(25);
  const end = opts.now.getTime() - 60_000;
  const start = end - 730 * DAY;
  const step = (end - start) / opts.orders;
  const customerCount = Math.max(1, Math.floor(opts.orders / 4));
  const lots = seedLots([...new Set(PRODUCTS.flatMap((p) => p.flavors))], start, end);
  const numbers = new Set<string>();
  const reviewed = new Set<string>();
  const loyalEvery = Math.max(1, Math.floor(opts.orders / LOYAL_ORDERS));
  let seq = 0;

  const id = (prefix: string, ms: number) => {
    seq = (seq + 1) & 0xffff;
    return `${prefix}_${ms.toString(16).padStart(12, "0")}${seq.toString(16).padStart(4, "0")}${rnd.hex(8)}`;
  };
  // Follow-ups (returns, reviews) of the newest orders would fall after now: they are stamped now.
  // Messages, returns and reviews carry UUIDs, as the shop gives them.
  const uuid = () => `${rnd.hex(8)}-${rnd.hex(4)}-4${rnd.hex(3)}-8${rnd.hex(3)}-${rnd.hex(12)}`;
  const iso = (ms: number) => new Date(Math.min(ms, end)).toISOString();
  const person = (n: number) => {
    const first = n % 2 ? FIRST[n % FIRST.length]! : FIRST_MORE[n % FIRST_MORE.length]!;
    const last = (n >> 1) % 3 ? LAST[(n >> 2) % LAST.length]! : LAST_MORE[(n >> 2) % LAST_MORE.length]!;
    return { first, last, email: `${first}.${last}.${n}@example.com`.toLowerCase() };
  };
  const customerId = (n: number) => `cus_${n.toString(16).padStart(24, "0")}`;
  const orderNumber = () => {
    for (;;) {
      const n = ORDER_NUMBER_PREFIX + Array.from({ length: 6 }, () => ORDER_NUMBER_ALPHABET[rnd.int(32)]).join("");
      if (!numbers.has(n)) {
        numbers.add(n);
        return n;
      }
    }
  };

  /** Every lot received over the two years, written once before the orders. */
  const lotRows = () => lots.lots;

  function* batches(size: number): Generator<ScaleRows> {
    let nextCustomer = 0;
    for (let from = 0; from < opts.orders; from += size) {
      const rows: ScaleRows = {
        customers: [],
        orders: [],
        lines: [],
        lineLots: [],
        events: [],
        messages: [],
        returns: [],
        reviews: [],
        audit: [],
      };
      const to = Math.min(opts.orders, from + size);
      // Customers sign up over the two years, ahead of their orders.
      const wantCustomers = Math.min(customerCount, Math.ceil((to / opts.orders) * customerCount));
      for (; nextCustomer < wantCustomers; nextCustomer++) {
        const p = nextCustomer === 0 ? { email: LOYAL_EMAIL } : person(nextCustomer);
        const at = start + (nextCustomer / customerCount) * (end - start) - DAY;
        rows.customers.push({
          id: customerId(nextCustomer),
          email: p.email,
          marketing_consent: nextCustomer % 3 === 0 ? 1 : 0,
          marketing_consent_at: null,
          created_at: iso(at),
          last_sign_in_at: iso(at + DAY),
        });
      }
      for (let i = from; i < to; i++) addOrder(rows, i, nextCustomer);
      yield rows;
    }
  }

  function addOrder(rows: ScaleRows, i: number, customers: number) {
    const created = Math.floor(start + i * step + rnd.next() * step);
    const loyal = i % loyalEvery === 0 && i / loyalEvery < LOYAL_ORDERS;
    const ageDays = (end - created) / DAY;
    const roll = rnd.next();
    const status = loyal
      ? "fulfilled"
      : roll < 0.12
        ? "expired"
        : roll < 0.16
          ? "cancelled"
          : roll < 0.18
            ? "refunded"
            : ageDays < 0.01 && roll < 0.2
              ? "pending"
              : ageDays < 3
                ? "paid"
                : "fulfilled";
    const cn = loyal ? 0 : rnd.int(Math.max(1, customers));
    const signedIn = loyal || rnd.next() < 0.5;
    const p = cn === 0 ? { first: "Lou", last: "Loyal", email: LOYAL_EMAIL } : person(cn);
    const orderId = id("ord", created);
    const lineCount = 1 + (rnd.next() < 0.3 ? 1 : 0) + (rnd.next() < 0.1 ? 1 : 0);
    const firstLine = rows.lines.length;
    let subtotal = 0;
    for (let l = 0; l < lineCount; l++) {
      const product = PRODUCTS[rnd.int(PRODUCTS.length)]!;
      const quantity = 1 + (rnd.next() < 0.2 ? 1 : 0);
      subtotal += product.price * quantity;
      rows.lines.push({
        order_id: orderId,
        position: l,
        product_id: product.id,
        name: product.name,
        flavor: rnd.pick(product.flavors),
        unit_price: product.price,
        quantity,
      });
    }
    const shipping = subtotal >= 10000 ? 0 : 995;
    const promo = rnd.next() < 0.1;
    const discount = promo ? Math.round(subtotal * 0.1) : 0;
    const total = subtotal + shipping - discount;
    const paid = status !== "pending" && status !== "expired" && status !== "cancelled";
    const paidAt = paid ? created + 60_000 : null;
    const fulfilledAt = status === "fulfilled" || status === "refunded" ? created + DAY : null;
    if (fulfilledAt !== null) rows.lineLots.push(...lots.lineLots(orderId, created, rows.lines.slice(firstLine)));
    const [suburb, state, postcode] = rnd.pick(SUBURBS);
    const number = orderNumber();
    rows.orders.push({
      id: orderId,
      number,
      status,
      currency: "AUD",
      subtotal,
      shipping,
      total,
      gst: gstIncluded(total),
      provider: "test",
      provider_session_id: `cs_test_${orderId.slice(4)}`,
      payment_reference: paid ? `pi_test_${orderId.slice(4)}` : null,
      email: status === "pending" && rnd.next() < 0.5 ? null : p.email,
      customer_name: `${p.first} ${p.last}`,
      shipping_address: paid
        ? JSON.stringify({
            name: `${p.first} ${p.last}`,
            line1: `${1 + rnd.int(200)} Beach Road`,
            suburb,
            state,
            postcode,
            country: "AU",
          })
        : null,
      tracking_number: fulfilledAt ? `TRK${orderId.slice(-10).toUpperCase()}` : null,
      created_at: iso(created),
      updated_at: iso(fulfilledAt ?? paidAt ?? created),
      paid_at: paidAt ? iso(paidAt) : null,
      fulfilled_at: fulfilledAt ? iso(fulfilledAt) : null,
      refund_reference: status === "refunded" ? `re_test_${orderId.slice(4)}` : null,
      refunded_at: status === "refunded" ? iso(created + 5 * DAY) : null,
      account_id: signedIn ? customerId(cn) : null,
      promo_code: promo ? "WINTER10" : null,
      discount,
    });
    const event = (type: string, message: string, at: number) =>
      rows.events.push({ id: id("evt", at), order_id: orderId, type, message, data: null, created_at: iso(at) });
    event("created", `Order ${number} created; awaiting payment`, created);
    if (paidAt) event("paid", "Payment received", paidAt);
    if (status === "expired") event("expired", "Payment window closed", created + DAY);
    if (status === "cancelled") event("cancelled", "Checkout cancelled", created + 600_000);
    if (fulfilledAt) event("fulfilled", "Order fulfilled", fulfilledAt);
    if (status === "refunded") event("refunded", "Refunded in full", created + 5 * DAY);

    // One message, return, review and audit entry for every so many orders, at the order's time.
    if (i % 20 === 0) {
      rows.messages.push({
        id: uuid(),
        name: `${p.first} ${p.last}`,
        email: p.email,
        subject: "Question about my order",
        message: `Hi, when will order ${number} arrive?`,
        status: ageDays < 7 ? "new" : "done",
        created_at: iso(created + 3_600_000),
        updated_at: iso(created + 3_600_000),
      });
    }
    if (i % 50 === 0 && paid) {
      rows.returns.push({
        id: uuid(),
        reference: `RTN-${orderId.slice(-6).toUpperCase()}${(i % 1000).toString(36).toUpperCase()}`,
        order_number: number,
        email: p.email,
        reason: rnd.pick(REASONS),
        description: "The lid was cracked",
        preference: rnd.next() < 0.5 ? "refund" : "replacement",
        status: ageDays < 14 ? "new" : "done",
        created_at: iso(created + 3 * DAY),
        updated_at: iso(created + 3 * DAY),
      });
    }
    const productId = rows.lines[rows.lines.length - 1]!.product_id;
    if (paid && signedIn && i % 10 === 0 && !reviewed.has(`${cn}/${productId}`)) {
      reviewed.add(`${cn}/${productId}`);
      rows.reviews.push({
        id: uuid(),
        product_id: productId,
        customer_id: customerId(cn),
        order_id: orderId,
        rating: 3 + rnd.int(3),
        title: "Helps after training",
        body: "Mixes well and tastes fine.",
        first_name: p.first ?? null,
        status: ageDays < 7 ? "pending" : "approved",
        reply: null,
        reply_at: null,
        created_at: iso(created + 10 * DAY),
        updated_at: iso(created + 10 * DAY),
      });
    }
    if (i % 5 === 0) {
      rows.audit.push({
        id: `aud_${rnd.hex(24)}`,
        at: iso(created + 2 * DAY),
        actor_id: "usr_owner",
        actor_email: "owner@example.com",
        action: rnd.pick(ACTIONS),
        entity_type: "order",
        entity_id: orderId,
        summary: `Fulfilled order ${number}`,
        changes: JSON.stringify({ status: { before: "paid", after: "fulfilled" } }),
      });
    }
  }

  return { batches, lotRows };
}
