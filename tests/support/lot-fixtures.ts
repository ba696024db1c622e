// Lots and paid orders for the lot tests: receive a lot dated relative to the test clock, and
// pay for a single flavour's tubs through the test payment page.
import { addShopDays, shopDayKey } from "../../core/shop-time";
import { expect } from "vitest";
import { GOOD_PAYMENT_FORM, startCheckout } from "./test-checkout";
import { STAFF } from "./staff";
import type { TestContext } from "./test-server";

export function lotFixtures(ctx: TestContext, url: string, clock: () => Date) {
  const services = () => ctx.services;
  let customers = 0;
  /** The shop day `n` days from the test clock's today. */
  const day = (n: number) => addShopDays(shopDayKey(clock().toISOString(), ctx.config.shopTimeZone), n);
  return {
    day,
    receive: (flavour: string, lotNumber: string, inDays: number, quantity: number) =>
      services().stock.lots.receiveLot(flavour, { quantity, lotNumber, bestBefore: day(inDays) }, STAFF),
    /** A paid order of `quantity` single tubs of `flavour`; answers its id. */
    async paidOrder(flavour: string, quantity: number): Promise<string> {
      const sessionId = await startCheckout(url, [{ id: "one-and-done", quantity, flavor: flavour }]);
      // Each order its own customer: one customer's orders wait on each other (their summary row).
      const form = { ...GOOD_PAYMENT_FORM, email: `lots-${++customers}@example.com` };
      expect(await services().checkout.testPayments!.submitPayment(sessionId, form)).toMatchObject({ ok: true });
      return (await services().orders.findOrderBySession(sessionId))!.id;
    },
    fulfil: (id: string, lots?: Record<string, string>) => services().orders.fulfilOrder(id, null, STAFF, { lots }),
    level: async (flavour: string) => (await services().stock.listStock()).find((l) => l.flavor === flavour)!.onHand,
    lot: async (lotNumber: string) =>
      (await ctx.db.selectFrom("stock_lots").selectAll().where("lot_number", "=", lotNumber).executeTakeFirst())!,
    /** What an order shipped, as "L1:3" per lot and "none:2" for tubs with no lot. */
    shipped: async (id: string) =>
      (await services().stock.lots.lotsShippedIn([id])).map((l) => `${l.lotNumber ?? "none"}:${l.quantity}`),
  };
}
