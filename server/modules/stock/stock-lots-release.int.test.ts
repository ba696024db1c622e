// Releasing a lot from quarantine (a recall that turned out unfounded): owner and managers only,
// with a reason, audited; its tubs count as on hand again and it ships first expiry first out,
// and every instance hears of it at once (the products.changed notice drops cached stock).
// A lot not quarantined, or past its sell-by point, or a missing reason, is refused with nothing
// changed. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { signInStaffAs } from "../../../tests/support/staff-role";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
let f: ReturnType<typeof lotFixtures>;
let owner: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ clock: () => clock.now, env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
  f = lotFixtures(ctx, url, () => clock.now);
  owner = await signInAdmin({ url, ctx });
  fulfilment = await signInStaffAs({ url, ctx }, "fulfilment");
});
afterAll(() => close());

const release = (id: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${url}/api/admin/stock/lots/${id}/release`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("releasing a lot from quarantine", () => {
  it("makes it count and ship again, audited with the reason, and tells every instance", async () => {
    await f.receive("Lemon Squash", "HELD", 300, 5);
    const held = await f.lot("HELD");
    await ctx.services.stock.lots.quarantineLot(held.id, STAFF);
    expect(await f.level("Lemon Squash")).toBe(0);
    const heard: string[] = [];
    const off = ctx.events.subscribe((e) => heard.push(e.type));

    const res = await release(held.id, owner, { reason: "  The supplier's test came back clean  " });
    off();
    expect(res.status).toBe(200);
    expect(((await res.json()) as { lot: { state: string } }).lot.state).toBe("sellable");
    expect(heard).toContain("products.changed");
    expect(await f.level("Lemon Squash")).toBe(5);
    const lot = await f.lot("HELD");
    expect(lot.quarantined_at).toBeNull();
    expect(lot.written_off_at).toBeNull();
    const audit = await ctx.db
      .selectFrom("audit_log")
      .select(["summary", "changes"])
      .where("action", "=", "stock.lot_release")
      .execute();
    expect(audit.map((a) => a.summary)).toEqual([
      "Lot HELD released from quarantine: 5 Lemon Squash tubs counted as on hand again (The supplier's test came back clean)",
    ]);

    const order = await f.paidOrder("Lemon Squash", 2);
    await f.fulfil(order);
    expect(await f.shipped(order)).toEqual(["HELD:2"]);
  });

  it("is refused for staff who may not change stock, and changes nothing", async () => {
    await f.receive("Orange Crush", "OC-HELD", 300, 4);
    const held = await f.lot("OC-HELD");
    await ctx.services.stock.lots.quarantineLot(held.id, STAFF);
    const res = await release(held.id, fulfilment, { reason: "Fine after all" });
    expect(res.status).toBe(403);
    expect((await f.lot("OC-HELD")).quarantined_at).not.toBeNull();
    expect(await f.level("Orange Crush")).toBe(0);
  });

  it("needs a reason, and refuses a lot that is not quarantined, in one sentence each", async () => {
    const held = await f.lot("OC-HELD");
    const noReason = await release(held.id, owner, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(await errorOf(noReason)).toBe("Say why the lot is released from quarantine, in under 500 characters");
    expect((await f.lot("OC-HELD")).quarantined_at).not.toBeNull();

    await f.receive("Orange Crush", "OC-FINE", 300, 3);
    const fine = await release((await f.lot("OC-FINE")).id, owner, { reason: "Checking" });
    expect(fine.status).toBe(409);
    expect(await errorOf(fine)).toBe("Lot OC-FINE is not quarantined");
    expect(await f.level("Orange Crush")).toBe(3);
  });

  it("refuses a quarantined lot past its sell-by point: it could not be sold anyway", async () => {
    await f.receive("Lemon Squash", "MG-OLD", 40, 6);
    const old = await f.lot("MG-OLD");
    await ctx.services.stock.lots.quarantineLot(old.id, STAFF);
    const before = await f.level("Lemon Squash");
    clock.now = new Date(clock.now.getTime() + 20 * 86_400_000);
    // The owner's session has lapsed in those days: a fresh sign-in.
    const res = await release(old.id, await signInAdmin({ url, ctx }), { reason: "Unfounded" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Lot MG-OLD is past its sell-by point, so it stays off sale");
    expect((await f.lot("MG-OLD")).quarantined_at).not.toBeNull();
    expect(await f.level("Lemon Squash")).toBe(before);
  });
});
