// The privacy probe's pay-link attack: a renewal's e-mailed pay link in someone else's hands. The
// subscription is written straight into the shop's database (as the renewal tests do), the owner
// moves the test clock until the renewal is declined and its pay link is e-mailed, and the link is
// followed by a bearer who keeps only the payment page's address, not the subscriber's cookie it
// sets. Their payment with their own card, name and address must pay that delivery only.
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { DEFAULT_SHOP_TIME_ZONE, shopDayKey } from "../../core/shop-time";
import type { Db } from "../../server/infra/db/client";
import type { Database as Schema } from "../../server/infra/db/schema";
import { TEST_CARD_DECLINE } from "../../server/infra/payments/test-cards";
import { GOOD_PAYMENT_FORM } from "./payment-form";
import type { Check } from "./probe-checks";
import { outbox, postForm, postJson, signInOwner, unique, type ProbeShop } from "./probe-shop";
import { insertSubscriptions } from "./renewal-rows";

const PAY_LINK = /Pay now, or use another card: \S*\/subscriptions\/link\/([\w-]{43})/;

type SubscriptionRow = { payment_method: string; card_last4: string; shipping_address: string };
type OrderRow = { status: string; shipping_address: string | null; customer_name: string | null };

/** Inserts one subscription whose kept card declines, due today; answers its id. */
async function insertDecliningSubscription(shop: ProbeShop, email: string): Promise<string> {
  const sqlite = new Database(path.join(shop.dataDir, "shop.db"));
  sqlite.pragma("busy_timeout = 5000");
  const db: Db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const today = shopDayKey(new Date().toISOString(), DEFAULT_SHOP_TIME_ZONE);
    const [id] = await insertSubscriptions({ db }, 1, { nextChargeOn: today, card: TEST_CARD_DECLINE, email });
    return id!;
  } finally {
    await db.destroy();
  }
}

/** Moves the shop's clock a day at a time (at most a week) until `email` is sent a pay link. */
async function payLinkToken(shop: ProbeShop, owner: string, email: string): Promise<string> {
  for (let day = 1; day <= 7; day++) {
    const res = await postJson(shop, "/api/admin/test-clock/advance", { days: 1 }, { cookie: owner });
    if (res.status !== 200) throw new Error(`advancing the test clock answered ${res.status}: ${await res.text()}`);
    const token = outbox(shop, email)
      .map((m) => PAY_LINK.exec(m.text)?.[1])
      .find(Boolean);
    if (token) return token;
  }
  throw new Error(`no pay link was e-mailed to ${email} within 7 days of renewals`);
}

export async function payLinkPaysOnly(shop: ProbeShop, check: Check) {
  const email = `${unique("paylink")}@example.com`;
  const subscriptionId = await insertDecliningSubscription(shop, email);
  const subscription = () =>
    shop.db
      .prepare("select payment_method, card_last4, shipping_address from subscriptions where id = ?")
      .get(subscriptionId) as SubscriptionRow;
  const before = subscription();
  const token = await payLinkToken(shop, await signInOwner(shop), email);

  // The link's one press (the page's form posts it): a redirect to the payment page. The
  // subscriber's cookie it sets is dropped: the bearer holds only the page's address.
  const pressed = await postForm(shop, `/subscriptions/link/${token}`, {});
  const payPage = pressed.headers.get("location") ?? "";
  if (pressed.status !== 302 || !/^\/pay\/[\w-]+$/.test(new URL(payPage, shop.url).pathname)) {
    throw new Error(`the pay link answered ${pressed.status}, to ${payPage || "nowhere"}`);
  }
  const sessionId = new URL(payPage, shop.url).pathname.split("/").pop()!;
  const bearer = {
    ...GOOD_PAYMENT_FORM,
    email: `${unique("bearer")}@example.com`,
    name: "Mallory Thief",
    line1: "1 Elsewhere Road",
    suburb: "Perth",
    state: "WA",
    postcode: "6000",
    cardName: "Mallory Thief",
  };
  const paid = await postForm(shop, `/pay/${sessionId}`, bearer);
  check("a bearer of the pay link can pay the delivery", paid.status === 302, `answered ${paid.status}`);

  const order = shop.db
    .prepare("select status, shipping_address, customer_name from orders where provider_session_id = ?")
    .get(sessionId) as OrderRow | undefined;
  check("the renewal's order is paid", order?.status === "paid", `the order is ${order?.status ?? "missing"}`);
  const after = subscription();
  check(
    "the subscription keeps its own card",
    after.payment_method === before.payment_method && after.card_last4 === before.card_last4,
    `its card became ${after.payment_method} ending ${after.card_last4}`,
  );
  const shipsTo = order?.shipping_address ? (JSON.parse(order.shipping_address) as unknown) : null;
  check(
    "the order ships to the subscription's address",
    isDeepStrictEqual(shipsTo, JSON.parse(before.shipping_address)) && order?.customer_name !== bearer.name,
    `it ships to ${JSON.stringify(shipsTo)} for ${order?.customer_name}`,
  );
  check(
    "the subscription's address is unchanged",
    after.shipping_address === before.shipping_address,
    `it became ${after.shipping_address}`,
  );
}
