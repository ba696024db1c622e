// Back-in-stock alerts end to end: a request for a sold-out flavour that waits for its address
// owner's confirmation, a repeat that is the same request, a refusal while in stock, a restock
// that writes exactly one e-mail per confirmed address to the outbox and ends the requests, and
// the link in each alert that stops them. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_IN_STOCK_RATE_LIMIT } from "../../../core/back-in-stock";
import { alertConfirmToken } from "../../../tests/support/consent";
import { nextIp, postJson } from "../../../tests/support/customer-forms";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: "true" } });
  url = `${s.url}/api/back-in-stock`;
});
afterAll(() => s.close());

const stock = () => s.ctx.services.stock;
const db = () => s.ctx.db;
const ask = (flavour: string, email: string, ip?: string) => postJson(url, { flavour, email }, { ip });
/** Asks, and confirms from the e-mailed link as the address owner would. */
const askConfirmed = async (flavour: string, email: string) => {
  const res = await ask(flavour, email);
  if (res.status === 201)
    await s.ctx.services.backInStock.confirm(await alertConfirmToken(db(), email.trim().toLowerCase()));
  return res;
};
const waiting = async (key: string) =>
  (await db().selectFrom("back_in_stock_requests").select("email").where("flavor_key", "=", key).execute()).map(
    (r) => r.email,
  );
const allMailTo = (to: string) => db().selectFrom("mail_outbox").selectAll().where("to", "=", to).execute();
/** What an address was sent apart from the confirmation question. */
const mailTo = async (to: string) => (await allMailTo(to)).filter((m) => !m.subject.startsWith("Confirm your"));

beforeEach(async () => {
  await db().deleteFrom("back_in_stock_requests").execute();
  await db().deleteFrom("mail_outbox").execute();
  await db().deleteFrom("stock_levels").execute();
});

describe("POST /api/back-in-stock", () => {
  it("records a request for a sold-out flavour and asks its address owner to confirm it", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const res = await ask("lemon squash", "Sam@Example.com");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message:
        "Thanks! Please confirm from the e-mail we've sent to sam@example.com; then we'll e-mail you once when Lemon Squash is back in stock.",
    });
    expect(await waiting("lemon squash")).toEqual(["sam@example.com"]);
    const asked = await allMailTo("sam@example.com");
    expect(asked.map((m) => m.subject)).toEqual(["Confirm your Lemon Squash alert - Rebound"]);
    // Staff count only confirmed requests.
    expect((await stock().listStock()).find((l) => l.key === "lemon squash")!.waiting).toBe(0);
    const token = await alertConfirmToken(db(), "sam@example.com");
    expect(await s.ctx.services.backInStock.confirm(token)).toMatchObject({ changed: true, flavor: "Lemon Squash" });
    expect(await s.ctx.services.backInStock.confirm(token)).toMatchObject({ changed: false });
    expect((await stock().listStock()).find((l) => l.key === "lemon squash")!.waiting).toBe(1);
    await expect(s.ctx.services.backInStock.confirm(`${token}x`)).rejects.toMatchObject({ code: "bad_request" });
  });

  it("keeps one request and sends one confirmation when the same address asks twice", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    expect((await ask("Lemon Squash", "sam@example.com")).status).toBe(201);
    expect((await ask("Lemon Squash", " SAM@example.com ")).status).toBe(201);
    expect(await waiting("lemon squash")).toEqual(["sam@example.com"]);
    expect(await allMailTo("sam@example.com")).toHaveLength(1);
  });

  it("refuses a flavour that is in stock, or not counted, with a clear message", async () => {
    await stock().setStock("Lemon Squash", { onHand: 3, threshold: 0 }, STAFF);
    for (const flavour of ["Lemon Squash", "Orange Crush"]) {
      const res = await ask(flavour, "sam@example.com");
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toBe(
        `${flavour} is in stock, so there is nothing to wait for: you can order it now.`,
      );
    }
    expect(await db().selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
  });

  it("refuses bad input and an unknown flavour, recording nothing", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const bad = await ask("Lemon Squash", "not-an-address");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toMatchObject({
      email: "Please enter a valid email address",
    });
    expect((await ask("Mystery Mango", "sam@example.com")).status).toBe(404);
    expect(await db().selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
  });

  it("limits requests per connection like the contact form", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    const ip = nextIp();
    for (let i = 0; i < BACK_IN_STOCK_RATE_LIMIT.limit; i++) {
      expect((await ask("Lemon Squash", `p${i}@example.com`, ip)).status).toBe(201);
    }
    const res = await ask("Lemon Squash", "late@example.com", ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toEqual(expect.any(String));
  });
});

describe("restocking", () => {
  it("e-mails each waiting address exactly once and ends the requests; staff see the count first", async () => {
    await stock().setStock("Lemon Squash", { onHand: 2, threshold: 0 }, STAFF);
    await stock().adjustStock("Lemon Squash", { delta: -2 }, STAFF);
    await stock().setStock("Orange Crush", { onHand: 0, threshold: 0 }, STAFF);
    for (const email of ["a@example.com", "b@example.com", "a@example.com"]) {
      expect((await askConfirmed("Lemon Squash", email)).status).toBe(201);
    }
    expect((await askConfirmed("Orange Crush", "a@example.com")).status).toBe(201);
    // Never confirmed: never e-mailed, and ended with the rest.
    expect((await ask("Lemon Squash", "stranger@example.com")).status).toBe(201);
    const lines = await stock().listStock();
    expect(lines.find((l) => l.key === "lemon squash")!.waiting).toBe(2);
    expect(lines.find((l) => l.key === "orange crush")!.waiting).toBe(1);

    // Still sold out: a new count of 0 tells nobody.
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 1 }, STAFF);
    expect(await mailTo("a@example.com")).toEqual([]);

    await stock().adjustStock("Lemon Squash", { delta: 5 }, STAFF);
    await stock().adjustStock("Lemon Squash", { delta: 5 }, STAFF);
    for (const to of ["a@example.com", "b@example.com"]) {
      const mails = await mailTo(to);
      expect(mails.map((m) => m.subject)).toEqual(["Lemon Squash is back in stock - Rebound"]);
      // The product page with the flavour chosen, not the home page.
      expect(mails[0]!.text).toContain(`${s.ctx.config.publicUrl}/products/one-and-done?flavour=Lemon%20Squash`);
      expect(mails[0]!.text).not.toContain("/#products");
    }
    expect(await mailTo("stranger@example.com")).toEqual([]);
    expect(await waiting("lemon squash")).toEqual([]);
    expect(await waiting("orange crush")).toEqual(["a@example.com"]);
    expect((await stock().listStock()).find((l) => l.key === "lemon squash")!.waiting).toBe(0);

    // Setting stock answers too; so does no longer counting it (unlimited).
    await stock().setStock("Orange Crush", { onHand: 4, threshold: 0 }, STAFF);
    expect((await mailTo("a@example.com")).map((m) => m.subject).sort()).toEqual([
      "Lemon Squash is back in stock - Rebound",
      "Orange Crush is back in stock - Rebound",
    ]);
    await stock().setStock("Orange Crush", { onHand: 0, threshold: 0 }, STAFF);
    expect((await askConfirmed("Orange Crush", "c@example.com")).status).toBe(201);
    await stock().stopCounting("Orange Crush", STAFF);
    expect((await mailTo("c@example.com")).length).toBe(1);
    expect(await waiting("orange crush")).toEqual([]);
  });
});

describe("the link in each alert", () => {
  it("stops every alert of the address, by one-click headers or the page, and a forged link changes nothing", async () => {
    await stock().setStock("Lemon Squash", { onHand: 0, threshold: 0 }, STAFF);
    await stock().setStock("Orange Crush", { onHand: 0, threshold: 0 }, STAFF);
    await askConfirmed("Lemon Squash", "stop@example.com");
    await askConfirmed("Orange Crush", "stop@example.com");
    await stock().adjustStock("Lemon Squash", { delta: 5 }, STAFF);
    const [alert] = await mailTo("stop@example.com");
    const stop = /https?:\/\/\S+\/back-in-stock\/stop\?t=[A-Za-z0-9_.-]+/.exec(alert!.text)![0];
    expect(JSON.parse(alert!.headers!)).toEqual({
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const token = new URL(stop).searchParams.get("t")!;
    await expect(s.ctx.services.backInStock.stop(`${token}x`)).rejects.toMatchObject({ code: "bad_request" });
    expect(await waiting("orange crush")).toEqual(["stop@example.com"]);
    expect(await s.ctx.services.backInStock.stop(token)).toEqual({ email: "stop@example.com", stopped: 1 });
    expect(await waiting("orange crush")).toEqual([]);
    await stock().adjustStock("Orange Crush", { delta: 5 }, STAFF);
    expect(await mailTo("stop@example.com")).toHaveLength(1);
  });
});
