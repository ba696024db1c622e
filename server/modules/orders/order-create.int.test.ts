// Placing a pending order through the group commit when the disk flush after its commit fails:
// the order's fate is unknown, so the checkout hears of the failure, once. It is not placed again
// under the same id, which used to turn the outage into a unique-key error.
import { testSeller } from "../../../tests/support/seller";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createGroupCommit } from "../../infra/db/group-commit";
import { createEventBus } from "../../infra/events/event-bus";
import { createPromoService } from "../promotions/promo.service";
import { createStockLedger } from "../stock/stock.ledger";
import { createOrderService } from "./order.service";
import { createLinkSigner } from "../../infra/signed-links";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

describe.runIf(inject("dialect") === "sqlite")("a new order whose flush fails", () => {
  it("is reported as the flush's failure, and tried once", async () => {
    const shop = {
      shopName: "Test",
      supportEmail: "help@example.com",
      publicUrl: "http://shop.test",
      signer: createLinkSigner("s".repeat(40)),
    };
    const flushes: number[] = [];
    const orders = createOrderService({
      db: ctx.db,
      logger: ctx.logger,
      clock: () => new Date(),
      mail: ctx.mail,
      seller: testSeller({
        name: "Test",
        abn: "00 000 000 000",
        shopName: "Test",
        publicUrl: shop.publicUrl,
        timeZone: "UTC",
      }),
      stock: createStockLedger({ clock: () => new Date(), events: createEventBus(), mail: ctx.mail, shop }),
      promos: createPromoService({ db: ctx.db, clock: () => new Date() }),
      writer: createGroupCommit(ctx.db, {
        syncWal: () => {
          flushes.push(Date.now());
          return Promise.reject(new Error("the disk went away"));
        },
      }),
    });
    const line = {
      productId: "one-and-done",
      name: "One and Done",
      flavor: "Lemon Squash",
      unitPrice: 4900,
      quantity: 1,
    };
    await expect(
      orders.createPendingOrder({ provider: "test", lines: [line], subtotal: 4900, shipping: 0, total: 4900 }),
    ).rejects.toThrow("the disk went away");
    expect(flushes).toHaveLength(1);
  });
});
