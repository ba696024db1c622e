// The reviews service's rules and its API: who counts as a verified buyer (paid or
// fulfilled, not pending or refunded), the public list (approved only, paged, nothing personal),
// staff moderation (approve, hide, reply; bad input refused, nothing changed), the catalogue's
// average and count, and an account's reviews going with the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { signInCustomerByEmail } from "../accounts/sign-in.service";
import { STAFF } from "../../../tests/support/staff";
import { NOT_A_BUYER } from "./review.service";

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

const PRODUCT = "triple-threat";
const CART = [{ id: PRODUCT, quantity: 1, flavor: "Lemon Squash, Orange Crush, Pineapple Punch" }];

async function customer(email: string) {
  const { setCookie } = await signInCustomerByEmail(
    { ...s.ctx, sessions: s.ctx.services.accounts.sessions },
    email,
    "test",
  );
  const row = await s.ctx.db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { id: row.id, cookie: setCookie.split(";")[0]! };
}
const input = (fields: Record<string, unknown> = {}) => ({
  productId: "one-and-done",
  rating: 4,
  title: "Good stuff",
  body: "Tastes fine.",
  ...fields,
});
const patch = (id: string, body: unknown) =>
  fetch(`${s.url}/api/admin/reviews/${id}`, {
    method: "PATCH",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const reviewsOf = async (id: string, query = "") => fetch(`${s.url}/api/products/${id}/reviews${query}`);
const catalogueRating = async (id: string) => {
  const { products } = (await (await fetch(`${s.url}/api/products`)).json()) as {
    products: { id: string; rating?: { average: number; count: number } }[];
  };
  return products.find((p) => p.id === id)!.rating;
};

describe("who may review", () => {
  it("refuses an account whose only order of the product is unpaid, or was refunded", async () => {
    const c = await customer("unpaid@example.com");
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie: c.cookie },
      body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] }),
    });
    expect(res.status).toBe(200); // a pending order, placed while signed in
    await expect(s.ctx.services.reviews.submit(c.id, input())).rejects.toMatchObject({
      status: 403,
      message: NOT_A_BUYER,
    });

    const r = await customer("refunded@example.com");
    const { number } = await placePaidOrder(s, { email: "refunded@example.com" });
    const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
    await s.ctx.services.orders.refundOrder(order.id, "Changed mind", STAFF);
    await expect(s.ctx.services.reviews.submit(r.id, input())).rejects.toMatchObject({ status: 403 });
    expect(await s.ctx.db.selectFrom("reviews").selectAll().execute()).toEqual([]);
  });

  it("accepts a paid order found by the account's e-mail (a guest order), and a fulfilled one", async () => {
    const g = await customer("guest-buyer@example.com");
    await placePaidOrder(s, { email: "Guest-Buyer@Example.com" });
    await expect(s.ctx.services.reviews.submit(g.id, input())).resolves.toMatchObject({ status: "pending" });

    const f = await customer("fulfilled@example.com");
    const { number } = await placePaidOrder(s, { email: "fulfilled@example.com" });
    const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
    await s.ctx.services.orders.fulfilOrder(order.id, "AP123456789", STAFF);
    await expect(s.ctx.services.reviews.submit(f.id, input({ rating: 5 }))).resolves.toMatchObject({
      status: "pending",
    });
  });
});

describe("the public list and the catalogue", () => {
  it("shows approved reviews only, newest first, five a page, without e-mail or account", async () => {
    expect(await catalogueRating(PRODUCT)).toBeUndefined();
    const empty = (await (await reviewsOf(PRODUCT)).json()) as Record<string, unknown>;
    expect(empty).toEqual({ productId: PRODUCT, average: null, count: 0, next: null, reviews: [] });

    const ratings = [5, 4, 4, 5, 3, 5, 1];
    for (const [i, rating] of ratings.entries()) {
      const email = `buyer${i}@example.com`;
      const c = await customer(email);
      await placePaidOrder(s, { email, cart: CART });
      await s.ctx.services.reviews.submit(c.id, input({ productId: PRODUCT, rating, title: `Review ${i}` }));
    }
    const rows = await s.ctx.db
      .selectFrom("reviews")
      .select(["id", "title"])
      .where("product_id", "=", PRODUCT)
      .execute();
    // The last one stays pending: it is in no list and no average.
    for (const r of rows.filter((r) => r.title !== "Review 6")) {
      expect((await patch(r.id, { status: "approved" })).status).toBe(204);
    }

    const first = await reviewsOf(PRODUCT);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const page1 = (await first.json()) as {
      average: number;
      count: number;
      next: string | null;
      reviews: { title: string }[];
    };
    expect(page1).toMatchObject({ average: 4.3, count: 6 }); // 26 / 6 = 4.33
    expect(page1.reviews.map((r) => r.title)).toEqual(["Review 5", "Review 4", "Review 3", "Review 2", "Review 1"]);
    // The next page by keyset (after the last review shown), as ADR 0021's lists: no OFFSET.
    expect(page1.next).toEqual(expect.any(String));
    const page2 = (await (await reviewsOf(PRODUCT, `?after=${page1.next}`)).json()) as {
      next: string | null;
      reviews: { title: string }[];
    };
    expect(page2.reviews.map((r) => r.title)).toEqual(["Review 0"]);
    expect(page2.next).toBeNull();
    const raw = await (await reviewsOf(PRODUCT)).text();
    expect(raw).not.toMatch(/@example\.com|customer|order/i);
    expect(await catalogueRating(PRODUCT)).toEqual({ average: 4.3, count: 6 });
  });

  it("answers 404 for a product not on sale and 400 for a damaged or forged page link", async () => {
    expect((await reviewsOf("no-such-product")).status).toBe(404);
    expect((await reviewsOf("BAD_ID")).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(["not a time", "x"])).toString("base64url");
    for (const q of ["?after=%25%25", `?after=${forged}`, `?after=${"A".repeat(300)}`]) {
      const res = await reviewsOf(PRODUCT, q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/page link is damaged/);
    }
  });
});

describe("moderation", () => {
  it("lists by status, sets and clears a reply, and refuses bad input without changing anything", async () => {
    const list = async (status = "") =>
      (
        (await (await fetch(`${s.url}/api/admin/reviews${status}`, { headers: admin })).json()) as {
          reviews: { id: string; status: string; email: string; orderNumber: string; reply: unknown }[];
        }
      ).reviews;
    const pending = await list("?status=pending");
    expect(pending.length).toBeGreaterThan(0);
    expect(
      pending.every((r) => r.status === "pending" && r.email.toLowerCase().endsWith("@example.com") && r.orderNumber),
    ).toBe(true);
    expect((await fetch(`${s.url}/api/admin/reviews?status=nonsense`, { headers: admin })).status).toBe(400);

    const id = pending[0]!.id;
    expect((await patch(id, { reply: "Thanks for the kind words!" })).status).toBe(204);
    expect((await list()).find((r) => r.id === id)!.reply).toMatchObject({ text: "Thanks for the kind words!" });

    for (const bad of [{ status: "deleted" }, { reply: "r".repeat(2001) }, {}, { reply: 5 }]) {
      expect((await patch(id, bad)).status, JSON.stringify(bad).slice(0, 30)).toBe(400);
    }
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "approved" })).status).toBe(404);
    const after = (await list()).find((r) => r.id === id)!;
    expect(after).toMatchObject({ status: "pending", reply: { text: "Thanks for the kind words!" } });

    expect((await patch(id, { reply: "" })).status).toBe(204);
    expect((await list()).find((r) => r.id === id)!.reply).toBeNull();
  });
});

describe("deleting an account", () => {
  it("deletes its reviews, and the product's average and count follow", async () => {
    const before = (await catalogueRating(PRODUCT))!;
    const c = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", "buyer0@example.com")
      .executeTakeFirstOrThrow();
    await s.ctx.services.accounts.data.eraseFor({ customerId: c.id, email: "", signedInAt: new Date().toISOString() });
    expect(await s.ctx.db.selectFrom("reviews").selectAll().where("customer_id", "=", c.id).execute()).toEqual([]);
    expect(await catalogueRating(PRODUCT)).toEqual({ average: 4.2, count: before.count - 1 }); // 21 / 5
  });
});
