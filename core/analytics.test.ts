import { describe, expect, it } from "vitest";
import { parseBeacon, referrerHost } from "./analytics";
import { buildReport, reportCsv, SEP, type DailyCount } from "./analytics-report";
import { parseRange, previousRange } from "./analytics-range";

const HOST = "shop.example.com";
const parse = (b: unknown) => parseBeacon(typeof b === "string" ? b : JSON.stringify(b), HOST);

describe("parseBeacon", () => {
  it("reads a landing page view with its referrer host and campaign", () => {
    expect(parse({ k: "v", p: "/", r: "WWW.Google.com", us: "news", um: "email", uc: "spring" })).toEqual({
      kind: "pageview",
      path: "/",
      referrer: "google.com",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "spring",
      productId: null,
      flavor: null,
    });
  });

  it("reads a product view and an add-to-cart with its flavours", () => {
    expect(parse({ k: "p", p: "/products/dynamic-duo", id: "dynamic-duo" })).toMatchObject({
      kind: "product",
      productId: "dynamic-duo",
    });
    expect(parse({ k: "c", p: "/", id: "dynamic-duo", f: "Lemon Squash,Orange Crush" })).toMatchObject({
      kind: "cart",
      flavor: "Lemon Squash, Orange Crush",
    });
  });

  it("drops junk: not JSON, unknown kinds or keys, bad paths and ids, admin pages, markup", () => {
    for (const junk of [
      "",
      "hello",
      "[]",
      "null",
      { k: "x", p: "/" },
      { k: "toString", p: "/" },
      { k: "v" },
      { k: "v", p: "https://evil.example/" },
      { k: "v", p: "/admin/orders" },
      { k: "v", p: "/", extra: "field" },
      { k: "p", p: "/products/x" },
      { k: "p", p: "/products/x", id: "../etc" },
      { k: "c", p: "/", id: "x", f: "<script>" },
      { k: "v", p: "/", uc: "x".repeat(101) },
      { k: "v", p: "/", r: 5 },
      "x".repeat(2000),
    ]) {
      expect(parse(junk), JSON.stringify(junk)).toBeNull();
    }
  });

  it("keeps the page's route pattern, never its query, token or number", () => {
    expect(parse({ k: "v", p: "/?email=sam@example.com" })?.path).toBe("/");
    expect(parse({ k: "v", p: "/subscriptions/link/abcDEF123" })?.path).toBe("/subscriptions/link/:token");
    expect(parse({ k: "s", p: "/pay/cs_test_123" })?.path).toBe("/pay/:sessionId");
  });

  it("keeps only the host of another site as the referrer", () => {
    expect(referrerHost("shop.example.com", HOST)).toBeNull();
    expect(referrerHost("www.shop.example.com", HOST)).toBeNull();
    expect(referrerHost("l.instagram.com", HOST)).toBe("l.instagram.com");
    expect(referrerHost("https://x.com/path", HOST)).toBeNull();
  });

  it("says where a visit came from only on its page views", () => {
    expect(parse({ k: "p", p: "/products/a", id: "a", r: "google.com", us: "x" })).toMatchObject({
      referrer: null,
      utmSource: null,
    });
  });
});

describe("ranges", () => {
  it("defaults to the last 30 days and compares with the 30 before", () => {
    const r = parseRange({}, "2026-11-30");
    expect(r).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(previousRange(r as { from: string; to: string })).toEqual({ from: "2026-10-02", to: "2026-10-31" });
  });

  it("refuses unreadable, reversed and over-long ranges", () => {
    expect(parseRange({ from: "2026-02-30", to: "2026-03-01" }, "2026-11-30")).toHaveProperty("error");
    expect(parseRange({ from: "2026-13-01" }, "2026-11-30")).toHaveProperty("error");
    expect(parseRange({ to: "xxxx" }, "2026-11-30")).toHaveProperty("error");
    expect(parseRange({ from: "2026-03-02", to: "2026-03-01" }, "2026-11-30")).toHaveProperty("error");
    expect(parseRange({ from: "2024-01-01", to: "2026-03-01" }, "2026-11-30")).toHaveProperty("error");
  });
});

describe("buildReport", () => {
  const c = (day: string, kind: string, events: number, visitors: number, dim = "", value = ""): DailyCount => ({
    day,
    kind,
    dim,
    value,
    events,
    visitors,
  });
  const counts = [
    c("2026-11-01", "all", 0, 10),
    c("2026-11-02", "all", 0, 10),
    c("2026-11-01", "pageview", 30, 10),
    c("2026-11-01", "product", 8, 8),
    c("2026-11-01", "cart", 6, 5),
    c("2026-11-01", "checkout", 4, 4),
    c("2026-11-01", "cart", 6, 5, "flavor", "Lemon Squash, Orange Crush"),
    c("2026-11-01", "product", 8, 8, "product", "dynamic-duo"),
    c("2026-11-01", "pageview", 3, 2, "referrer", "google.com"),
    c("2026-11-01", "pageview", 2, 2, "utm", ["news", "email", "spring"].join(SEP)),
    c("2026-10-31", "all", 0, 5),
  ];
  const report = buildReport({
    range: { from: "2026-11-01", to: "2026-11-02" },
    counts,
    orders: [
      { day: "2026-11-01", total: 10000, email: "a@example.com", repeat: false },
      { day: "2026-11-02", total: 5000, email: "A@example.com", repeat: false },
      { day: "2026-11-02", total: 3000, email: "b@example.com", repeat: false },
      { day: "2026-10-31", total: 4000, email: "c@example.com", repeat: true },
    ],
    sold: [
      {
        productId: "dynamic-duo",
        name: "Dynamic Duo",
        flavor: "Lemon Squash, Orange Crush",
        quantity: 2,
        revenue: 18000,
      },
    ],
    productNames: new Map(),
  });

  it("sums visitors per day and takes revenue, AOV and repeat customers from paid orders", () => {
    expect(report.totals).toMatchObject({
      visitors: 20,
      pageviews: 30,
      orders: 3,
      revenue: 18000,
      averageOrder: 6000,
      repeatRate: 0.5,
      conversion: 3 / 20,
    });
    expect(report.previous).toMatchObject({ visitors: 5, orders: 1, revenue: 4000, repeatRate: 1 });
    expect(report.days.map((d) => [d.day, d.visitors, d.orders, d.revenue])).toEqual([
      ["2026-11-01", 10, 1, 10000],
      ["2026-11-02", 10, 2, 8000],
    ]);
  });

  it("gives each funnel step's conversion from the step before", () => {
    expect(report.funnel).toEqual([
      { step: "Visitors", count: 20, rate: null },
      { step: "Viewed a product", count: 8, rate: 0.4 },
      { step: "Added to cart", count: 5, rate: 5 / 8 },
      { step: "Started checkout", count: 4, rate: 0.8 },
      { step: "Paid", count: 3, rate: 0.75 },
    ]);
  });

  it("lists top products and flavours, referrers and campaigns", () => {
    expect(report.topProducts[0]).toEqual({
      id: "dynamic-duo",
      name: "Dynamic Duo",
      views: 8,
      addToCarts: 0,
      units: 2,
      revenue: 18000,
    });
    expect(report.topFlavours).toEqual([
      { flavour: "Lemon Squash", addToCarts: 6, units: 2 },
      { flavour: "Orange Crush", addToCarts: 6, units: 2 },
    ]);
    expect(report.referrers).toEqual([{ host: "google.com", visitors: 2, pageviews: 3 }]);
    expect(report.campaigns).toEqual([{ source: "news", medium: "email", campaign: "spring", visitors: 2 }]);
  });

  it("exports the days as CSV with a total line", () => {
    const lines = reportCsv(report).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Day,Visitors,Page views,Product views,Added to cart,Checkouts started,Paid orders,Revenue (AUD),Renewals,Recurring revenue (AUD)",
    );
    expect(lines[1]).toBe("2026-11-01,10,30,8,6,4,1,100.00,0,0.00");
    expect(lines.at(-1)).toBe("Total,20,30,8,6,4,3,180.00,0,0.00");
  });
});
