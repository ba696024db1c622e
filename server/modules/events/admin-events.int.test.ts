// The admin's badges for work waiting (orders to fulfil, open returns, new messages) and
// the staff-only notice that keeps them live, which the storefront's stream never carries.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openEventStream, signInAdmin } from "../../../tests/support/admin";
import { postJson } from "../../../tests/support/customer-forms";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const message = {
  name: "Jordan Lee",
  email: "jordan@example.com.au",
  subject: "Question about flavours",
  message: "Can I mix Lemon Squash and Orange Crush in the Dynamic Duo?",
};

describe("work waiting for staff", () => {
  it("reaches the admin's stream as work.changed, and never the storefront's", async () => {
    const admin = await signInAdmin(s);
    const staff = await openEventStream(s.url, { path: "/api/admin/events", headers: admin });
    const shoppers = await openEventStream(s.url);
    try {
      expect(staff.res.status).toBe(200);
      await vi.waitFor(() => expect(staff.pending()).toContain(": connected"));
      await vi.waitFor(() => expect(shoppers.pending()).toContain(": connected"));
      expect((await postJson(`${s.url}/api/contact`, message)).status).toBe(201);
      expect(JSON.parse(await staff.next("work.changed"))).toEqual({ type: "work.changed" });
      await new Promise((r) => setTimeout(r, 300));
      expect(shoppers.pending()).not.toContain("work.changed");
    } finally {
      await staff.close();
      await shoppers.close();
    }
  });

  it("refuses the admin's stream without a session", async () => {
    expect((await fetch(`${s.url}/api/admin/events`)).status).toBe(401);
  });

  it("shows a new message as a badge beside Messages on every admin screen", async () => {
    const admin = await signInAdmin(s);
    const badge = async () => {
      const html = await (await fetch(`${s.url}/admin/stock`, { headers: admin })).text();
      return /data-testid="badge-messages"[^>]*>(\d+)</.exec(html)?.[1] ?? null;
    };
    const before = Number((await badge()) ?? 0);
    expect((await postJson(`${s.url}/api/contact`, { ...message, subject: "Another" })).status).toBe(201);
    expect(Number(await badge())).toBe(before + 1);
    const html = await (await fetch(`${s.url}/admin/stock`, { headers: admin })).text();
    expect(html).toMatch(new RegExp(`${before + 1} new messages?<`));
  });
});
