// /success?session_id= is reachable by anyone holding the address (a shared screen, a forwarded
// link, a browser history). Only the signed-in customer whose order it is sees their e-mail and
// subscription numbers; anyone else sees the e-mail masked and no subscription number. Runs on
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { insertSubscription } from "../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true", CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const successPage = async (sessionId: string, cookie?: string) => {
  const res = await fetch(`${s.url}/success?session_id=${sessionId}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};

describe("the success page", () => {
  it("masks the e-mail for anyone but the signed-in customer whose order it is", async () => {
    const email = "pat.success@example.com.au";
    const cookie = await signInCustomer(s, email, "198.51.100.40");
    const { sessionId } = await placePaidOrder(s, { cookie, email });
    const stranger = await signInCustomer(s, "someone.else@example.com", "198.51.100.41");

    for (const [who, html] of [
      ["no session", await successPage(sessionId)],
      ["another customer", await successPage(sessionId, stranger)],
    ] as const) {
      expect(html, who).toContain("p***@example.com.au");
      expect(html, who).not.toContain(email);
    }
    const own = await successPage(sessionId, cookie);
    expect(own).toContain(email);
  });

  it("masks a guest's e-mail too: holding the address does not make one that customer", async () => {
    const email = "guest.success@example.com.au";
    const { sessionId } = await placePaidOrder(s, { email });
    const html = await successPage(sessionId);
    expect(html).toContain("g***@example.com.au");
    expect(html).not.toContain(email);
  });

  it("shows a subscription's number only to its customer", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: "sub.success@example.com" });
    const sessionId = `cs_test_success_${Date.now()}`;
    await s.ctx.db
      .updateTable("orders")
      .set({ provider_session_id: sessionId })
      .where("id", "=", sub.firstOrderId)
      .execute();
    const html = await successPage(sessionId);
    expect(html).toContain('data-testid="started-subscriptions"');
    expect(html).not.toContain(sub.number);
    expect(html).not.toContain(sub.email);
    const cookie = await signInCustomer(s, sub.email, "198.51.100.42");
    expect(await successPage(sessionId, cookie)).toContain(sub.number);
  });

  it("shows its customer where it goes and the card, anyone else the town and the card's brand", async () => {
    const email = "where.success@example.com.au";
    const cookie = await signInCustomer(s, email, "198.51.100.43");
    const { sessionId, number } = await placePaidOrder(s, { cookie, email });
    const own = await successPage(sessionId, cookie);
    expect(own).toContain("Delivering to");
    expect(own).toContain("1 George Street");
    expect(own).toContain("Visa •••• 4242");
    expect(own).toContain(`href="/account/orders/${number}"`);
    const stranger = await successPage(sessionId);
    expect(stranger).toContain("Sydney NSW 2000");
    expect(stranger).not.toContain("1 George Street");
    expect(stranger).not.toContain("Sam Citizen");
    expect(stranger).toContain("Visa");
    expect(stranger).not.toContain("4242");
    expect(stranger).not.toContain("Save this address");
  });

  it("saves the address to its customer's account only when asked, and only for them", async () => {
    const email = "save.success@example.com.au";
    const cookie = await signInCustomer(s, email, "198.51.100.44");
    const { sessionId } = await placePaidOrder(s, { cookie, email });
    const customerId = (await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst())!.id;
    // Paying does not file the address away by itself.
    expect(await s.ctx.services.accounts.listAddresses(customerId)).toEqual([]);
    expect(await successPage(sessionId, cookie)).toContain("Save this address to my account");

    const post = (who?: string) =>
      fetch(`${s.url}/success?session_id=${sessionId}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: s.url,
          ...(who ? { cookie: who } : {}),
        },
        body: "intent=save-address",
      });
    const stranger = await signInCustomer(s, "not.theirs@example.com", "198.51.100.45");
    expect((await post(stranger)).status).toBe(403);
    expect((await post()).status).toBe(403);
    expect(await s.ctx.services.accounts.listAddresses(customerId)).toEqual([]);

    const saved = await post(cookie);
    expect(saved.status).toBe(200);
    const book = await s.ctx.services.accounts.listAddresses(customerId);
    expect(book.map((a) => a.address)).toEqual([
      expect.objectContaining({ name: "Sam Citizen", line1: "1 George Street", suburb: "Sydney", postcode: "2000" }),
    ]);
    // Once saved, it is not offered again.
    expect(await successPage(sessionId, cookie)).not.toContain("Save this address to my account");
  });
});
