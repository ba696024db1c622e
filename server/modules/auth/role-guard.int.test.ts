// Every /api/admin/* route, upload route and admin page × every staff role. The routes
// come from what is registered; what each role may do is this file's own table, written from the
// issue, so a new route without an entry here fails until someone decides who may use it.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routeConfig from "../../../app/routes";
import { STAFF_ROLES, type StaffRole } from "../../../core/staff-roles";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { isAdminApiPath, isGuardedAdminPage } from "./admin-guard";

vi.setConfig({ testTimeout: 120_000 });

type Others = Exclude<StaffRole, "owner">;
const M: Others[] = ["manager"];
const MS: Others[] = ["manager", "support"];
const MF: Others[] = ["manager", "fulfilment"];
const ALL: Others[] = ["manager", "fulfilment", "support"];
const NONE: Others[] = [];

/** `METHOD path` as registered → the roles besides the owner that may use it. */
const API: Record<string, Others[]> = {
  "GET /api/admin/products": M,
  "POST /api/admin/products": M,
  "POST /api/admin/products/reorder": M,
  "POST /api/admin/products/migrate": M,
  "GET /api/admin/products/:id": M,
  "PUT /api/admin/products/:id": M,
  "DELETE /api/admin/products/:id": M,
  "GET /api/admin/products/:id/subscription-offer": M,
  "PUT /api/admin/products/:id/subscription-offer": M,
  "GET /api/admin/returns": MS,
  "PATCH /api/admin/returns/:id": MS,
  "GET /api/admin/messages": MS,
  "PATCH /api/admin/messages/:id": MS,
  "GET /api/admin/orders": ALL,
  "GET /api/admin/orders/export.csv": ALL,
  "GET /api/admin/orders/:id": ALL,
  // An order's tax invoice and adjustment note: whoever may view the order.
  "GET /api/admin/orders/:id/invoice.pdf": ALL,
  "GET /api/admin/orders/:id/adjustment-note.pdf": ALL,
  "POST /api/admin/orders/:id/fulfil": MF,
  // A carrier's label fulfils the order: whoever may fulfil; its PDF, whoever may view the order.
  "POST /api/admin/orders/:id/label/quote": MF,
  "POST /api/admin/orders/:id/label": MF,
  "GET /api/admin/orders/:id/label.pdf": ALL,
  "POST /api/admin/orders/:id/ship": MF,
  "POST /api/admin/orders/:id/refund": M,
  "GET /api/admin/stock": M,
  // Editable content: owner and manager.
  "GET /api/admin/content": M,
  "GET /api/admin/content/:key": M,
  "PUT /api/admin/content/:key/draft": M,
  "POST /api/admin/content/:key/publish": M,
  "POST /api/admin/content/:key/restore": M,
  "PUT /api/admin/stock/:flavour": M,
  "POST /api/admin/stock/:flavour/adjust": M,
  "DELETE /api/admin/stock/:flavour": M,
  "GET /api/admin/stock/lots": M,
  "PUT /api/admin/stock/lot-margin": M,
  "POST /api/admin/stock/lots/:id/quarantine": M,
  "POST /api/admin/stock/lots/:id/release": M,
  "POST /api/admin/stock/:flavour/lots": M,
  "GET /api/admin/promotions": M,
  "POST /api/admin/promotions": M,
  "PUT /api/admin/promotions/:code": M,
  "GET /api/admin/videos": M,
  "PUT /api/admin/videos/order": M,
  "PATCH /api/admin/videos/:id": M,
  "DELETE /api/admin/videos/:id": M,
  "GET /api/admin/settings/videos": M,
  "PUT /api/admin/settings/videos": M,
  "GET /api/admin/settings/featured-video": M,
  "PUT /api/admin/settings/featured-video": M,
  "GET /api/admin/settings/product-demo": M,
  "PUT /api/admin/settings/product-demo": M,
  "GET /api/admin/reviews": MS,
  "PATCH /api/admin/reviews/:id": MS,
  // The admin's live notices: every role's screens follow them.
  "GET /api/admin/events": ALL,
  // Customers' data rights: the owner answers a person's request.
  "POST /api/admin/customers/data": NONE,
  "POST /api/admin/customers/erase": NONE,
  // The Customers screen: personal data and the marketing list, owners and managers.
  "GET /api/admin/customers": M,
  "GET /api/admin/customers/export.csv": M,
  "GET /api/admin/recall/:lot/export.csv": M,
  "GET /api/admin/recall/export.csv": M,
  "GET /api/admin/customers/:id": M,
  "GET /api/admin/customers/:id/orders": M,
  "PUT /api/admin/customers/:id/note": M,
  // The System screen is the owner's alone.
  "GET /api/admin/system": NONE,
  "POST /api/admin/system/mail/retry": NONE,
  "POST /api/admin/system/backup": NONE,
  "POST /api/admin/test-clock/advance": NONE,
  // Subscriptions: owners and managers.
  "GET /api/admin/subscriptions": M,
  "GET /api/admin/subscriptions/:number": M,
  "POST /api/admin/subscriptions/:number/skip": M,
  "POST /api/admin/subscriptions/:number/pause": M,
  "POST /api/admin/subscriptions/:number/resume": M,
  "POST /api/admin/subscriptions/:number/move": M,
  "POST /api/admin/subscriptions/:number/cancel": M,
  // The audit log is the owner's alone.
  "GET /api/admin/audit": NONE,
  "GET /api/admin/audit/export.csv": NONE,
  // Analytics: owners and managers.
  "GET /api/admin/analytics": M,
  "GET /api/admin/analytics/export.csv": M,
};

/** Admin pages: what GET (loaders) and POST (actions) allow. */
const PAGES: Record<string, { GET: Others[]; POST: Others[] }> = {
  "/admin": { GET: ALL, POST: NONE },
  "/admin/dashboard": { GET: ALL, POST: NONE },
  "/admin/test-uploader": { GET: M, POST: M },
  "/admin/products": { GET: M, POST: M },
  "/admin/products/new": { GET: M, POST: M },
  "/admin/products/:id": { GET: M, POST: M },
  "/admin/videos": { GET: M, POST: M },
  "/admin/demo": { GET: M, POST: M },
  "/admin/orders": { GET: ALL, POST: NONE },
  "/admin/orders/:number": { GET: ALL, POST: MF },
  // Printed pages any role that sees orders may print; bulk fulfil is for those who fulfil.
  "/admin/orders/pick-list": { GET: ALL, POST: MF },
  "/admin/orders/packing-slips": { GET: ALL, POST: MF },
  "/admin/orders/ship": { GET: MF, POST: MF },
  // The packing bench marks orders packed: for those who fulfil.
  "/admin/pack": { GET: MF, POST: MF },
  "/admin/stock": { GET: M, POST: M },
  "/admin/promotions": { GET: M, POST: M },
  "/admin/content": { GET: M, POST: M },
  "/admin/content/:key": { GET: M, POST: M },
  "/admin/returns": { GET: MS, POST: MS },
  "/admin/messages": { GET: MS, POST: MS },
  "/admin/api": { GET: ALL, POST: NONE },
  "/admin/staff": { GET: NONE, POST: NONE },
  "/admin/system": { GET: NONE, POST: NONE },
  "/admin/settings": { GET: NONE, POST: NONE },
  "/admin/settings/emails": { GET: NONE, POST: NONE },
  "/admin/settings/emails/:key": { GET: NONE, POST: NONE },
  "/admin/audit": { GET: NONE, POST: NONE },
  "/admin/reviews": { GET: MS, POST: MS },
  // Subscriptions: owners and managers.
  "/admin/subscriptions": { GET: M, POST: M },
  "/admin/subscriptions/:number": { GET: M, POST: M },
  "/admin/analytics": { GET: M, POST: NONE },
  "/admin/customers": { GET: M, POST: M },
  "/admin/recall": { GET: M, POST: M },
  "/admin/customers/:id": { GET: M, POST: M },
  // Not a registered page: unknown admin paths are the owner's (who then gets a 404).
  "/admin/anything": { GET: NONE, POST: NONE },
};

let s: TestServer;
const cookies = {} as Record<StaffRole, Record<string, string>>;
beforeAll(async () => {
  // With the test clock, so its route is listed and checked like the rest.
  s = await startTestServer({ seed: false, env: { TEST_CLOCK: "true" } });
  cookies.owner = await signInAdmin(s);
  const owner = await s.ctx.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
  for (const role of STAFF_ROLES.filter((r) => r !== "owner")) {
    const email = `${role}@example.com`;
    await s.ctx.services.staff.invite({ userId: owner.id, email: owner.email }, { email, role });
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", email)
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    const { sessionId } = await s.ctx.services.staff.acceptInvite({ token, password: "a long staff password" });
    cookies[role] = { cookie: `shop_admin_session=${sessionId}`, origin: s.url };
  }
});
afterAll(() => s.close());

const concrete = (path: string) => path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, "no-such-thing").replace(/\*$/, "anything");

function registeredApi(): string[] {
  const keys = createApp(s.ctx)
    .routes.filter((r) => isAdminApiPath(r.path) && !r.path.startsWith("/api/uploads"))
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path === undefined ? parent : `${parent}/${e.path}`.replace(/\/+/g, "/");
    return [...(e.path !== undefined ? [here || "/"] : []), ...pagePaths(e.children ?? [], here)];
  });
}

async function call(role: StaffRole, method: string, path: string): Promise<number> {
  const res = await fetch(`${s.url}${path}`, {
    method,
    redirect: "manual",
    headers: { "content-type": "application/json", ...cookies[role] },
    body: method === "GET" || method === "HEAD" ? undefined : "{}",
  });
  // An event stream never ends: its status is all this needs.
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
}

/** 403 for a role the table leaves out; for the others anything but 401 or 403. */
async function expectAnswers(method: string, path: string, allowed: Others[]) {
  for (const role of STAFF_ROLES) {
    const status = await call(role, method, path);
    const may = role === "owner" || allowed.includes(role);
    if (may) expect([401, 403], `${role} ${method} ${path} (${status})`).not.toContain(status);
    else expect(status, `${role} ${method} ${path}`).toBe(403);
  }
}

describe("every /api/admin/* route × every role", () => {
  it("has an entry in this table (a new route must say who may use it)", () => {
    const registered = registeredApi();
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(registered.filter((k) => !(k in API))).toEqual([]);
  });

  it("answers each role as the table says", async () => {
    for (const key of registeredApi()) {
      const [method, path] = key.split(" ") as [string, string];
      await expectAnswers(method, concrete(path), API[key]!);
    }
  });

  it("keeps uploads (tus) to owner and manager", async () => {
    for (const method of ["POST", "PATCH", "HEAD", "DELETE"]) {
      await expectAnswers(method, "/api/uploads", M);
      await expectAnswers(method, "/api/uploads/no-such-upload", M);
    }
  });

  it("refuses with a JSON message", async () => {
    const res = await fetch(`${s.url}/api/admin/orders/x/refund`, { method: "POST", headers: cookies.fulfilment });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Your role does not allow this" });
  });
});

describe("every admin page × every role", () => {
  it("has an entry in this table", () => {
    const guarded = pagePaths(routeConfig).filter((p) => isGuardedAdminPage(p));
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    expect(guarded.filter((p) => !(p in PAGES))).toEqual([]);
  });

  it("answers loaders and actions, documents and client navigations (.data), as the table says", async () => {
    for (const [page, allowed] of Object.entries(PAGES)) {
      const path = concrete(page);
      for (const suffix of ["", ".data"]) {
        await expectAnswers("GET", `${path}${suffix}`, allowed.GET);
        await expectAnswers("POST", `${path}${suffix}`, allowed.POST);
      }
    }
  });

  it("tells a role what happened on a refused screen, spelled any way", async () => {
    for (const path of ["/admin/products", "/ADMIN/Products/", "/admin//staff", "/%61dmin/staff"]) {
      const res = await fetch(`${s.url}${path}`, { headers: cookies.support, redirect: "manual" });
      expect(res.status, path).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain("Your role (Support) does not include this screen.");
    }
  });
});
