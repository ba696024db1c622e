// A renewal ships the way the subscriber chose when they signed up: an Express subscription is
// charged Express at the owner's price on the day (a price change applies to the next renewal)
// and its order says Express; one to New Zealand is a GST-free export. SQLite, and PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF } from "../../../../tests/support/staff";
import { insertSubscriptions } from "../../../../tests/support/renewal-fixtures";
import { createTestContext, type TestContext } from "../../../../tests/support/test-server";

// Monday 2 March 2026 in Sydney: charges are due from 9 am.
const clock = { now: new Date("2026-03-02T09:30:00+11:00") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: "https://shop.test" } });
});
afterAll(() => ctx.dispose());

async function prices(auExpress: string, nzEnabled = true) {
  await ctx.services.settings.shipping.save(
    {
      nzEnabled,
      zones: {
        AU: { standard: { price: "", freeOver: "" }, express: { price: auExpress, freeOver: "" } },
        NZ: { standard: { price: "19.95", freeOver: "" }, express: { price: "34.95", freeOver: "" } },
      },
    },
    STAFF,
  );
}

async function subscribed(zone: "AU" | "NZ", method: "standard" | "express", address?: object) {
  const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02" });
  await ctx.db
    .updateTable("subscriptions")
    .set({
      shipping_zone: zone,
      shipping_method: method,
      ...(address ? { shipping_address: JSON.stringify(address) } : {}),
    })
    .where("id", "=", id!)
    .execute();
  return id!;
}

const renewalOf = async (id: string) => {
  const row = await ctx.db
    .selectFrom("orders")
    .select("id")
    .where("subscription_id", "=", id)
    .executeTakeFirstOrThrow();
  return ctx.services.orders.getOrder(row.id);
};

describe("a renewal's shipping", () => {
  it("charges an Express subscription the owner's Express price on the day, and the order says Express", async () => {
    await prices("14.95");
    const id = await subscribed("AU", "express");
    // The owner changes the price after the sign-up: the renewal takes today's.
    await prices("12.50");
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1 });
    const order = await renewalOf(id);
    // 49.99 less 10 % is 44.99; Express is 12.50.
    expect(order).toMatchObject({ status: "paid", subtotal: 4499, shipping: 1250, total: 5749 });
    expect(order.shippingChoice).toEqual({ zone: "AU", method: "express" });
    expect(order.gst).toBe(Math.round(5749 / 11));
  });

  it("sends a New Zealand subscription's renewal as a GST-free export at the New Zealand price", async () => {
    await prices("14.95");
    const address = {
      name: "Aroha Smith",
      line1: "12 Ponsonby Road",
      city: "Auckland",
      postcode: "1021",
      country: "NZ",
    };
    const id = await subscribed("NZ", "standard", address);
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1 });
    const order = await renewalOf(id);
    expect(order).toMatchObject({ status: "paid", shipping: 1995, total: 4499 + 1995, gst: 0 });
    expect(order.shippingChoice).toEqual({ zone: "NZ", method: "standard" });
    expect(order.shippingAddress).toEqual(address);
  });

  it("keeps the usual rule for a subscription from before there were options", async () => {
    const [id] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-03-02" });
    expect(await ctx.services.subscriptions.renewals.runDue()).toMatchObject({ paid: 1 });
    const order = await renewalOf(id!);
    expect(order).toMatchObject({ shipping: 995, total: 4499 + 995 });
    expect(order.shippingChoice).toEqual({ zone: "AU", method: "standard" });
  });

  it("is named on the subscription's page when it is not Australia Standard", async () => {
    const express = await subscribed("AU", "express");
    const nz = await subscribed("NZ", "standard");
    const [usual] = await insertSubscriptions(ctx, 1, { nextChargeOn: "2026-04-02" });
    const view = async (id: string) => {
      const { number } = await ctx.db
        .selectFrom("subscriptions")
        .select("number")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return ctx.services.subscriptions.get({ staff: STAFF }, number);
    };
    expect((await view(express)).shippingOption).toBe("Express");
    expect((await view(nz)).shippingOption).toBe("New Zealand, Standard");
    expect((await view(usual!)).shippingOption).toBeNull();
  });

  it("shows each delivery's amount as its renewal will charge it: the option's price, and no GST to New Zealand", async () => {
    await prices("12.50");
    const express = await subscribed("AU", "express");
    const nz = await subscribed("NZ", "standard");
    const view = async (id: string) => {
      const { number } = await ctx.db
        .selectFrom("subscriptions")
        .select("number")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return ctx.services.subscriptions.get({ staff: STAFF }, number);
    };
    // 49.99 less 10 % is 44.99, as the renewals above charge.
    expect((await view(express)).amount).toMatchObject({ shipping: 1250, total: 5749, gst: Math.round(5749 / 11) });
    expect((await view(nz)).amount).toMatchObject({ shipping: 1995, total: 4499 + 1995, gst: 0 });
    // The staff's list reads the same.
    const listed = await ctx.services.subscriptions.staff.list({});
    const row = listed.subscriptions.find((v) => v.amount.total === 4499 + 1995 && v.shippingOption !== null);
    expect(row?.amount.gst).toBe(0);
  });
});
