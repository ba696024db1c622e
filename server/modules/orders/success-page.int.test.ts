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
});
