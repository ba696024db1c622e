// Staff accounts through the real pages: the owner invites from the Staff screen, the link's page sets
// the password and signs in with an HttpOnly cookie, each role sees only its tabs, fulfilment
// cannot refund through the order's action, and a demoted member's next request is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { STAFF_MESSAGES } from "./staff.service";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  owner = await signInAdmin(s);
});
afterAll(() => s.close());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: s.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function tokenFor(email: string): Promise<string> {
  const row = await s.ctx.db
    .selectFrom("mail_outbox")
    .select("text")
    .where("to", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return /token=([\w-]+)/.exec(row.text)![1]!;
}

const tabs = (page: string) => [...page.matchAll(/<a [^>]*href="(\/admin[^"]*)"[^>]*>/g)].map((m) => m[1]);

describe("joining the staff", () => {
  let pack: string;

  it("the owner invites from the Staff screen; the e-mail's link opens the set-password page", async () => {
    const res = await post("/admin/staff", { intent: "invite", email: "pack@example.com", role: "fulfilment" }, owner);
    expect(res.status).toBe(200);
    const token = await tokenFor("pack@example.com");
    const page = await fetch(`${s.url}/admin/invite?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await html(page)).toContain("You are invited as Fulfilment, signing in as pack@example.com");
  });

  it("refuses differing or short passwords and changes nothing", async () => {
    const token = await tokenFor("pack@example.com");
    const differ = await post("/admin/invite", { token, password: "a long staff password", confirm: "another one!!" });
    expect(differ.status).toBe(400);
    expect(await html(differ)).toContain("The two passwords differ");
    const short = await post("/admin/invite", { token, password: "short", confirm: "short" });
    expect(short.status).toBe(400);
    expect(await html(short)).toContain("Password must be at least 12 characters");
    expect((await s.ctx.services.staff.list()).members.map((m) => m.email)).not.toContain("pack@example.com");
  });

  it("signs the new member in with an HttpOnly, SameSite=Lax cookie, on their role's first screen; the link works once", async () => {
    const token = await tokenFor("pack@example.com");
    const fields = { token, password: "a long staff password", confirm: "a long staff password" };
    const res = await post("/admin/invite", fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("shop_admin_session="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    pack = cookie.split(";")[0]!;
    // An old dashboard link to a screen the role may not open lands on the Overview.
    const landing = await fetch(`${s.url}/admin/dashboard?tab=products`, {
      headers: { cookie: pack },
      redirect: "manual",
    });
    expect(landing.headers.get("location")).toBe("/admin");

    const again = await post("/admin/invite", fields);
    expect(again.status).toBe(400);
    expect(await html(again)).toContain(STAFF_MESSAGES.inviteEnded.replace("'", "&#x27;"));
  });

  it("shows each role only the tabs it may open", async () => {
    const packTabs = tabs(await html(await fetch(`${s.url}/admin`, { headers: { cookie: pack } })));
    expect(packTabs).toEqual(expect.arrayContaining(["/admin", "/admin/orders", "/admin/api"]));
    for (const hidden of ["/admin/products", "/admin/returns", "/admin/messages", "/admin/stock", "/admin/staff"]) {
      expect(packTabs).not.toContain(hidden);
    }
    const ownerTabs = tabs(await html(await fetch(`${s.url}/admin`, { headers: owner })));
    expect(ownerTabs).toEqual(expect.arrayContaining(["/admin/products", "/admin/staff", "/admin/returns"]));
  });

  it("refuses a refund posted to the order's action by fulfilment (403), before looking at the order", async () => {
    const res = await post("/admin/orders/RR-NOSUCH", { intent: "refund", reason: "test" }, { cookie: pack });
    expect(res.status).toBe(403);
    expect(await html(res)).toContain("Your role does not allow refunds");
  });

  it("ends the member's session when the owner changes their role: the next request goes to sign-in", async () => {
    const id = (await s.ctx.services.staff.list()).members.find((m) => m.email === "pack@example.com")!.id;
    const res = await post("/admin/staff", { intent: "role", id, role: "support" }, owner);
    expect(res.status).toBe(200);
    const next = await fetch(`${s.url}/admin/orders`, { headers: { cookie: pack }, redirect: "manual" });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Forders");
  });

  it("tells the owner why the last owner stays", async () => {
    const me = (await s.ctx.services.staff.list()).members.find((m) => m.role === "owner")!.id;
    const res = await post("/admin/staff", { intent: "role", id: me, role: "manager" }, owner);
    expect(res.status).toBe(409);
    expect(await html(res)).toContain("The shop needs at least one owner");
  });
});
