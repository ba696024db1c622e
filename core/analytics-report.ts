// The Analytics screen's figures, from daily counts and paid orders. Visitors are
// counted per day (the visitor hash's salt changes every day, so nobody is followed across days):
// a range's visitors are the sum of its days', and a step of the funnel is the visitors who took
// it. Paid orders, revenue and repeat customers come from the orders themselves. A subscription's
// renewal is charged by the shop, not brought by a visit: it is its own line (recurring revenue)
// and never a conversion or a step of the funnel.
import { splitFlavors } from "./flavors";
import { addShopDays } from "./shop-time";
import { previousRange, rangeLength, type Range } from "./analytics-range";

/** One daily count: `dim` "" is a kind's total ("all" counts every visitor); else by referrer, utm, product or flavor. */
export type DailyCount = {
  day: string;
  kind: string;
  dim: string;
  value: string;
  events: number;
  visitors: number;
};

export type PaidOrderFact = { day: string; total: number; email: string | null; repeat: boolean; renewal?: boolean };
export type SoldLine = { productId: string; name: string; flavor: string; quantity: number; revenue: number };

export type Totals = {
  visitors: number;
  pageviews: number;
  productViews: number;
  addToCarts: number;
  checkouts: number;
  /** Paid orders that a visit placed (renewals are not among them). */
  orders: number;
  revenue: number;
  averageOrder: number;
  /** Subscription renewals paid, and what they took. */
  renewals: number;
  recurringRevenue: number;
  /** Share (0–1) of this range's paying customers who had paid before or paid twice. */
  repeatRate: number;
  /** Converted visits per visitor (0–1): a visit converts once, however often it paid. */
  conversion: number;
};

export type DayFigures = {
  day: string;
  visitors: number;
  pageviews: number;
  productViews: number;
  addToCarts: number;
  checkouts: number;
  orders: number;
  revenue: number;
  renewals: number;
  recurringRevenue: number;
};

export type FunnelStep = { step: string; count: number; rate: number | null };

export type AnalyticsReport = {
  range: Range;
  previousRange: Range;
  totals: Totals;
  previous: Totals;
  days: DayFigures[];
  funnel: FunnelStep[];
  topProducts: { id: string; name: string; views: number; addToCarts: number; units: number; revenue: number }[];
  topFlavours: { flavour: string; addToCarts: number; units: number }[];
  referrers: { host: string; visitors: number; pageviews: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
};

export const SEP = "\t";
const within = (d: string, r: Range) => d >= r.from && d <= r.to;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/**
 * Visits that ended in a paid checkout: orders are not beacons, so a visit is the buyer's e-mail on a
 * shop day (a visitor is counted once a day too); an order without an e-mail is a visit of its own.
 */
function conversions(paid: readonly PaidOrderFact[]): number {
  const visits = new Set<string>();
  let anonymous = 0;
  for (const o of paid) {
    if (o.email) visits.add(`${o.day}\n${o.email.toLowerCase()}`);
    else anonymous++;
  }
  return visits.size + anonymous;
}

function totalsOf(counts: readonly DailyCount[], orders: readonly PaidOrderFact[], r: Range): Totals {
  const sum = (kind: string, field: "events" | "visitors") =>
    counts.filter((c) => c.dim === "" && c.kind === kind && within(c.day, r)).reduce((a, c) => a + c[field], 0);
  const inRange = orders.filter((o) => within(o.day, r));
  const paid = inRange.filter((o) => !o.renewal);
  const renewals = inRange.filter((o) => o.renewal);
  const revenue = paid.reduce((a, o) => a + o.total, 0);
  const customers = new Map<string, boolean>();
  for (const o of paid) {
    if (!o.email) continue;
    const key = o.email.toLowerCase();
    // Two orders in the range make a repeat customer too.
    customers.set(key, customers.has(key) || o.repeat || customers.get(key) === true);
  }
  const repeaters = [...customers.values()].filter(Boolean).length;
  const visitors = sum("all", "visitors");
  return {
    visitors,
    pageviews: sum("pageview", "events"),
    productViews: sum("product", "events"),
    addToCarts: sum("cart", "events"),
    checkouts: sum("checkout", "events"),
    orders: paid.length,
    revenue,
    averageOrder: paid.length ? Math.round(revenue / paid.length) : 0,
    renewals: renewals.length,
    recurringRevenue: renewals.reduce((a, o) => a + o.total, 0),
    repeatRate: ratio(repeaters, customers.size),
    conversion: ratio(conversions(paid), visitors),
  };
}

function top<T>(items: Iterable<T>, score: (t: T) => number, n = 10): T[] {
  return [...items].sort((a, b) => score(b) - score(a)).slice(0, n);
}

export function buildReport(input: {
  range: Range;
  counts: readonly DailyCount[];
  orders: readonly PaidOrderFact[];
  sold: readonly SoldLine[];
  productNames: ReadonlyMap<string, string>;
}): AnalyticsReport {
  const { range, counts, orders, sold } = input;
  const prev = previousRange(range);
  const current = counts.filter((c) => within(c.day, range));
  const days: DayFigures[] = Array.from({ length: rangeLength(range) }, (_, i) => ({
    day: addShopDays(range.from, i),
    visitors: 0,
    pageviews: 0,
    productViews: 0,
    addToCarts: 0,
    checkouts: 0,
    orders: 0,
    revenue: 0,
    renewals: 0,
    recurringRevenue: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const field = {
    all: "visitors",
    pageview: "pageviews",
    product: "productViews",
    cart: "addToCarts",
    checkout: "checkouts",
  } as const;
  for (const c of current) {
    const d = byDay.get(c.day);
    const f = field[c.kind as keyof typeof field];
    if (!d || c.dim !== "" || !f) continue;
    d[f] += c.kind === "all" ? c.visitors : c.events;
  }
  for (const o of orders) {
    const d = byDay.get(o.day);
    if (!d) continue;
    if (o.renewal) {
      d.renewals++;
      d.recurringRevenue += o.total;
    } else {
      d.orders++;
      d.revenue += o.total;
    }
  }
  const totals = totalsOf(counts, orders, range);
  const uniques = (kind: string) =>
    current.filter((c) => c.dim === "" && c.kind === kind).reduce((a, c) => a + c.visitors, 0);
  const steps: [string, number][] = [
    ["Visitors", totals.visitors],
    ["Viewed a product", uniques("product")],
    ["Added to cart", uniques("cart")],
    ["Started checkout", uniques("checkout")],
    ["Paid", conversions(orders.filter((o) => !o.renewal && within(o.day, range)))],
  ];
  const funnel = steps.map(([step, count], i) => ({
    step,
    count,
    // Nobody at the step before (a checkout that skipped the beacon): no rate to give.
    rate: i === 0 || steps[i - 1]![1] === 0 ? null : count / steps[i - 1]![1],
  }));

  const products = new Map<string, AnalyticsReport["topProducts"][number]>();
  const product = (id: string, name?: string) => {
    let p = products.get(id);
    if (!p) {
      p = { id, name: name ?? input.productNames.get(id) ?? id, views: 0, addToCarts: 0, units: 0, revenue: 0 };
      products.set(id, p);
    } else if (name && p.name === p.id) p.name = name;
    return p;
  };
  const flavours = new Map<string, { flavour: string; addToCarts: number; units: number }>();
  const flavour = (f: string) => {
    let x = flavours.get(f);
    if (!x) flavours.set(f, (x = { flavour: f, addToCarts: 0, units: 0 }));
    return x;
  };
  const referrers = new Map<string, { host: string; visitors: number; pageviews: number }>();
  const campaigns = new Map<string, { source: string; medium: string; campaign: string; visitors: number }>();
  for (const c of current) {
    if (c.dim === "product" && c.kind === "product") product(c.value).views += c.events;
    if (c.dim === "product" && c.kind === "cart") product(c.value).addToCarts += c.events;
    if (c.dim === "flavor") for (const f of splitFlavors(c.value)) flavour(f).addToCarts += c.events;
    if (c.dim === "referrer") {
      const r = referrers.get(c.value) ?? { host: c.value, visitors: 0, pageviews: 0 };
      r.visitors += c.visitors;
      r.pageviews += c.events;
      referrers.set(c.value, r);
    }
    if (c.dim === "utm") {
      const [source = "", medium = "", campaign = ""] = c.value.split(SEP);
      const u = campaigns.get(c.value) ?? { source, medium, campaign, visitors: 0 };
      u.visitors += c.visitors;
      campaigns.set(c.value, u);
    }
  }
  for (const line of sold) {
    const p = product(line.productId, line.name);
    p.units += line.quantity;
    p.revenue += line.revenue;
    for (const f of splitFlavors(line.flavor)) flavour(f).units += line.quantity;
  }
  return {
    range,
    previousRange: prev,
    totals,
    previous: totalsOf(counts, orders, prev),
    days,
    funnel,
    topProducts: top(products.values(), (p) => p.revenue * 1000 + p.addToCarts * 10 + p.views),
    topFlavours: top(flavours.values(), (f) => f.units * 1000 + f.addToCarts),
    referrers: top(referrers.values(), (r) => r.visitors),
    campaigns: top(campaigns.values(), (c) => c.visitors),
  };
}

/** The change from `before` to `now` as a share (0.25 = up 25 %), or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before === 0 ? null : (now - before) / before;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The report's days as CSV, with a total line. */
export function reportCsv(r: AnalyticsReport): string {
  const head = [
    "Day",
    "Visitors",
    "Page views",
    "Product views",
    "Added to cart",
    "Checkouts started",
    "Paid orders",
    "Revenue (AUD)",
    "Renewals",
    "Recurring revenue (AUD)",
  ];
  const row = (d: Omit<DayFigures, "day">, day: string) =>
    [
      day,
      d.visitors,
      d.pageviews,
      d.productViews,
      d.addToCarts,
      d.checkouts,
      d.orders,
      dollars(d.revenue),
      d.renewals,
      dollars(d.recurringRevenue),
    ].join(",");
  return [head.join(","), ...r.days.map((d) => row(d, d.day)), row(r.totals, "Total")].join("\r\n") + "\r\n";
}
