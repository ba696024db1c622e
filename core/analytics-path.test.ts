import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { analyticsPath, UNKNOWN_PAGE } from "./analytics-path";

describe("analyticsPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/FAQs", "/faqs"],
    ["/products/dynamic-duo", "/products/dynamic-duo"],
    ["/products/dynamic-duo?utm_source=news", "/products/dynamic-duo"],
    ["/products/Not_A.Slug", "/products/:id"],
    ["/pay/cs_test_a1b2c3d4e5", "/pay/:sessionId"],
    ["/pay/cs_test_a1b2c3d4e5?retry=1#card", "/pay/:sessionId"],
    ["/subscriptions/link/Zk3v9QpL_s-8XyTokenValue", "/subscriptions/link/:token"],
    ["/success?session_id=cs_test_a1b2c3d4e5", "/success"],
    ["/cancel?session_id=cs_test_a1b2c3d4e5", "/cancel"],
    ["/cart/restore?t=abcdef0123456789", "/cart/restore"],
    ["/unsubscribe?t=abcdef0123456789", "/unsubscribe"],
    ["/account/sign-in/link?token=abcdef0123456789", "/account/sign-in/link"],
    ["/account/orders/RB-10234", "/account/orders/:number"],
    ["/account/orders/RB-10234/invoice", "/account/orders/:number/invoice"],
    ["/account/subscriptions/SUB-1001/card", "/account/subscriptions/:number/card"],
    ["/account/subscriptions?updated=1", "/account/subscriptions"],
    ["/return-form?order=RB-10234&email=p%40example.com", "/return-form"],
    ["/some/typed/address/with-a-token-abc123", UNKNOWN_PAGE],
    ["/pay/cs_1/extra", UNKNOWN_PAGE],
    ["not-a-path", UNKNOWN_PAGE],
    ["/admin", null],
    ["/admin/orders/RB-10234", null],
    ["/ADMIN/orders", null],
  ])("%s → %s", (address, expected) => {
    expect(analyticsPath(address)).toBe(expected);
  });

  // Every page of app/routes.ts: one with a variable segment keeps none of its value (but a product's
  // slug), and one without maps to itself, so a page added later cannot leak or vanish unnoticed.
  type Entry = { path?: string; children?: Entry[] };
  const flatten = (entries: readonly Entry[], base = ""): string[] =>
    entries.flatMap((e) => {
      const here = e.path === undefined ? base : `${base}/${e.path}`.replace(/\/+/g, "/");
      return [...(e.path !== undefined ? [here] : []), ...flatten(e.children ?? [], here)];
    });
  const pages = flatten(routes as Entry[])
    .map((p) => (p === "" ? "/" : p))
    .filter((p) => !/^\/admin(\/|$)/.test(p) && p !== "/*");

  it.each(pages)("keeps no token or id of %s", (route) => {
    const secret = "Secret_T0KEN.value";
    const address = route.replace(/:[A-Za-z]+/g, secret);
    const stored = analyticsPath(`${address}?session_id=${secret}&t=${secret}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain("?");
    expect(stored).toBe(route === "/products/:id" ? "/products/:id" : route);
  });

  it("finds every storefront page of app/routes.ts", () => {
    expect(pages.length).toBeGreaterThan(25);
    expect(pages).toContain("/subscriptions/link/:token");
    expect(pages).toContain("/pay/:sessionId");
  });
});
