// The test payment page's integration tests: a server with the shop's clock in the tests' hands,
// its test payment service, a checkout started as the storefront starts one, and the outbox.
import { afterAll, beforeAll } from "vitest";
import { startClockedServer } from "./admin";
import { startCheckout } from "./test-checkout";
import type { TestServer } from "./test-server";

export const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
export const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Pineapple Punch" };

/** Registers the file's hooks; `s` is filled in before the first test. */
export function testPaymentServer() {
  const s = {} as TestServer & { clock: { now: Date } };
  beforeAll(async () => {
    Object.assign(s, await startClockedServer());
  });
  afterAll(() => s.close());
  return {
    s,
    /** The shop's test payment service (the payment page's server side). */
    pay: () => s.ctx.services.checkout.testPayments!,
    checkout: (cart: unknown[]) => startCheckout(s.url, cart),
    mails: () => s.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute(),
  };
}
