// Editable content on the real pages (the production build): the information pages and the home
// page stay server-rendered and cached, and a publish refreshes the cached copy at once; the
// admin's Content screen and its action refuse what the service refuses. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const page = (path: string) => fetch(`${s.url}${path}`);

describe("cached pages refreshed on publish", () => {
  it("serves /about from the page cache, and the new text right after a publish", async () => {
    const first = await page("/about");
    expect(await first.text()).toContain("Rebound began in Sydney");
    const hit = await page("/about");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    await hit.arrayBuffer();

    await s.ctx.services.content.publish(
      "about",
      { title: "About Us", body: "<h2>Fresh</h2><p>Published <strong>now</strong><script>alert(1)</script></p>" },
      STAFF,
    );
    const after = await page("/about");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    const html = await after.text();
    expect(html).toContain("<h2>Fresh</h2><p>Published <strong>now</strong></p>");
    expect(html).not.toContain("alert(1)");
  });

  it("refreshes the home page's hero and shows a running announcement on it", async () => {
    expect(await (await page("/")).text()).toContain("Bounce back.");
    expect((await page("/")).headers.get("x-page-cache")).toBe("hit");
    await s.ctx.services.content.publish("home-hero", { title: "Long week? Rest up.", body: "<p>Hi</p>" }, STAFF);
    await s.ctx.services.content.publish("announcement", { title: "Sale on now", link: "/faqs" }, STAFF);
    const html = await (await page("/")).text();
    expect(html).toContain("Rest up.");
    expect(html).toContain('aria-label="Announcement"');
    expect(html).toContain("Sale on now");
  });

  it("keeps a draft off the cached page", async () => {
    await page("/terms");
    await s.ctx.services.content.saveDraft("terms", { title: "Terms", body: "<p>Draft terms</p>" }, STAFF);
    expect(await (await page("/terms")).text()).not.toContain("Draft terms");
  });
});

describe("the Content screen's action", () => {
  it("refuses an announcement that ends before it starts, and a revision that does not exist", async () => {
    const headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
    const post = (body: unknown, key = "announcement") =>
      fetch(`${s.url}/admin/content/${key}.data`, { method: "POST", headers, body: JSON.stringify(body) });
    const bad = await post({
      intent: "publish",
      fields: { title: "Sale", startsAt: "2026-12-02T09:00", endsAt: "2026-12-01T09:00" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The end must be after the start");
    const missing = await post({ intent: "restore", revision: 42 }, "about");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("About has no revision 42");
    const api = await fetch(`${s.url}/api/admin/content/about/restore`, {
      method: "POST",
      headers,
      body: JSON.stringify({ revision: 42 }),
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: "About has no revision 42" });
  });
});
