// Reviews through the real pages: a verified buyer writes one from the account's order
// page (bad input refused with a message, nothing stored), staff approve it on the admin's Reviews
// screen, and the storefront shows the stars on the card, the summary on the product page and the
// JSON-LD, after a cached copy of each page was dropped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { FORM, form, pageRequests, placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { auditEntries } from "../../../tests/support/audit";
import { STAFF } from "../../../tests/support/staff";
import { ALREADY_REVIEWED, NOT_A_BUYER } from "./review.service";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

let n = 0;
const ip = () => `192.0.2.${++n}`;
// Bound once the server has started.
const text = (res: Response) => pageRequests(s).text(res);
const get = (path: string, cookie?: string) => pageRequests(s).get(path, cookie);
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  pageRequests(s).post(path, cookie, fields);
const review = (fields: Record<string, string> = {}) => ({
  intent: "review",
  productId: "one-and-done",
  rating: "5",
  title: "Back on the bike next day",
  body: "Mixed it after a long ride.\nNo soreness the next morning.",
  firstName: "Alex",
  ...fields,
});
const count = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom("reviews")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe("writing a review from the order page", () => {
  it("offers a form for each product of a paid order, refuses bad input with its message, saves one review", async () => {
    const email = "reviewer@example.com";
    const { number } = await placePaidOrder(s, { email });
    const cookie = await signInCustomer(s, email, ip());
    const page = await text(await get(`/account/orders/${number}`, cookie));
    expect(page).toContain("Write a review of");

    const bad: [Record<string, string>, string, string][] = [
      [{ rating: "0" }, "rating", "Choose a rating from 1 to 5 stars"],
      [{ rating: "6" }, "rating", "Choose a rating from 1 to 5 stars"],
      [{ rating: "4.5" }, "rating", "Choose a rating from 1 to 5 stars"],
      [{ title: "   " }, "title", "Title is required"],
      [{ body: "" }, "body", "Review is required"],
      [{ title: "t".repeat(121) }, "title", "Title must be 120 characters or fewer"],
      [{ body: "b".repeat(2001) }, "body", "Review must be 2000 characters or fewer"],
      [{ firstName: "n".repeat(41) }, "firstName", "First name must be 40 characters or fewer"],
    ];
    for (const [fields, , message] of bad) {
      const res = await post(`/account/orders/${number}`, cookie, review(fields));
      expect(res.status, JSON.stringify(fields).slice(0, 40)).toBe(400);
      expect(await text(res)).toContain(message);
    }
    expect(await count()).toBe(0);

    const ok = await post(`/account/orders/${number}`, cookie, review());
    expect(ok.status).toBe(200);
    expect(await text(ok)).toContain("Your review will appear");
    const after = await text(await get(`/account/orders/${number}`, cookie));
    expect(after).toContain("Your review of");
    expect(after).toContain("Waiting for approval");
    expect(after).not.toContain("Write a review of");

    // A second review of the same product by the same account is refused, the first unchanged.
    const again = await post(`/account/orders/${number}`, cookie, review({ title: "Changed my mind", rating: "1" }));
    expect(again.status).toBe(409);
    expect(await text(again)).toContain(ALREADY_REVIEWED);
    const rows = await s.ctx.db.selectFrom("reviews").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 5,
      title: "Back on the bike next day",
      status: "pending",
      first_name: "Alex",
    });
  });

  it("refuses a review of a product the shopper did not buy, and changes nothing", async () => {
    const email = "not-a-buyer@example.com";
    const { number } = await placePaidOrder(s, { email });
    const cookie = await signInCustomer(s, email, ip());
    const before = await count();
    const res = await post(`/account/orders/${number}`, cookie, review({ productId: "triple-threat" }));
    expect(res.status).toBe(403);
    expect(await text(res)).toContain(NOT_A_BUYER);
    expect(await count()).toBe(before);
  });

  it("refuses a review posted through another customer's order page with 404, storing nothing", async () => {
    // Both bought the product: the review would pass the verified-buyer check on the poster's own order.
    const theirs = await placePaidOrder(s, { email: "order-owner@example.com" });
    const email = "other-buyer@example.com";
    await placePaidOrder(s, { email });
    const cookie = await signInCustomer(s, email, ip());
    const before = await count();
    const res = await post(`/account/orders/${theirs.number}`, cookie, review());
    expect(res.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("needs a signed-in shopper", async () => {
    const res = await fetch(`${s.url}/account/orders/RR-ABCDEF`, {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, origin: s.url },
      body: form(review()),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account/sign-in");
  });
});

describe("approving it on the admin's Reviews screen", () => {
  it("puts the stars on the (cached) home page and product page, and the JSON-LD, only once approved", async () => {
    // Fill the page cache with the pages as they are before the approval.
    for (const path of ["/", "/products/one-and-done"]) await get(path);
    const home = await text(await get("/"));
    expect(home).not.toContain("out of 5 from");
    const before = await text(await get("/products/one-and-done"));
    expect(jsonLd(before).find((d) => d["@type"] === "Product")).not.toHaveProperty("aggregateRating");

    const admin = await signInAdmin(s);
    const screen = await text(await get("/admin/reviews?status=pending", admin.cookie!));
    expect(screen).toContain("Back on the bike next day");
    const id = (await s.ctx.db.selectFrom("reviews").select("id").executeTakeFirstOrThrow()).id;
    const res = await post("/admin/reviews.data", admin.cookie!, { intent: "status", id, status: "approved" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Review approved");

    expect(await text(await get("/"))).toContain("Rated 5.0 out of 5 from 1 review");
    const page = await text(await get("/products/one-and-done"));
    expect(page).toContain("Rated 5.0 out of 5 from 1 review");
    expect(page).toContain("Show reviews");
    const product = jsonLd(page).find((d) => d["@type"] === "Product")!;
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      expect.objectContaining({ name: "Back on the bike next day", author: { "@type": "Person", name: "Alex" } }),
    ]);
    // A product without approved reviews has neither.
    const other = jsonLd(await text(await get("/products/dynamic-duo"))).find((d) => d["@type"] === "Product")!;
    expect(other).not.toHaveProperty("aggregateRating");
    expect(other).not.toHaveProperty("review");

    // Hiding it takes it all away again.
    await post("/admin/reviews.data", admin.cookie!, { intent: "status", id, status: "hidden" });
    expect(await text(await get("/"))).not.toContain("out of 5 from");
    const hidden = jsonLd(await text(await get("/products/one-and-done"))).find((d) => d["@type"] === "Product")!;
    expect(hidden).not.toHaveProperty("aggregateRating");
  });

  it("keeps review text plain: markup is shown as text, in the page and in its JSON-LD", async () => {
    const email = "markup@example.com";
    await placePaidOrder(s, { email });
    await signInCustomer(s, email, ip());
    const customer = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await s.ctx.services.reviews.submit(customer.id, {
      productId: "one-and-done",
      rating: 4,
      title: "</script><script>alert(1)</script>",
      body: "<img src=x onerror=alert(2)>",
    });
    const { id } = await s.ctx.db
      .selectFrom("reviews")
      .select("id")
      .where("customer_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    await s.ctx.services.reviews.moderate(STAFF, id, { status: "approved" });
    // Moderation is an admin write: the audit log has it, with the status before and after.
    const [entry] = await auditEntries(s.ctx, "review.moderate");
    expect(entry).toMatchObject({ entityId: id, actorEmail: STAFF.email });
    expect(entry!.changes.status).toEqual({ before: "pending", after: "approved" });
    // Named as staff know the product, in words.
    expect(entry!.summary).toBe("Review of Basic Recovery Pack published");
    const html = await text(await get("/products/one-and-done"));
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    const product = jsonLd(html).find((d) => d["@type"] === "Product")!;
    expect((product.review as { name: string }[])[0]!.name).toBe("</script><script>alert(1)</script>");
  });
});
