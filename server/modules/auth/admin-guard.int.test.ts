// docs/design.md §9: every /api/admin/* route and every admin page sits behind the one
// session check. Proven by listing what is registered, not by a hand-kept list.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routeConfig from "../../../app/routes";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { isAdminApiPath, isGuardedAdminPage } from "./admin-guard";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

function adminApiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return createApp(s.ctx)
    .routes.filter((r) => isAdminApiPath(r.path))
    .map((r) => ({
      method: r.method === "ALL" ? "GET" : r.method,
      path: r.path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, "one-and-done").replace(/\*$/, "anything"),
    }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path === undefined ? parent : `${parent}/${e.path}`.replace(/\/+/g, "/");
    return [...(e.path !== undefined ? [here || "/"] : []), ...pagePaths(e.children ?? [], here)];
  });
}

describe("every /api/admin/* (and /api/uploads/*) route", () => {
  it("answers 401 without a session, and with an unknown or malformed one", async () => {
    const routes = adminApiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/api/admin/products",
        "/api/uploads",
        "/api/admin/stock",
        "/api/admin/promotions",
        "/api/admin/audit",
        "/api/admin/reviews",
        "/api/admin/reviews/one-and-done",
      ]),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain("DELETE /api/admin/stock/one-and-done");
    for (const { method, path } of routes) {
      for (const cookie of [undefined, "shop_admin_session=forged-id", `shop_admin_session=${"x".repeat(500)}`]) {
        const res = await fetch(`${s.url}${path}`, {
          method,
          // From the shop's own page, as a browser sends it: only the session is wrong.
          headers: {
            "content-type": "application/json",
            origin: s.ctx.config.publicUrl,
            ...(cookie ? { cookie } : {}),
          },
          body: method === "GET" || method === "HEAD" ? undefined : "{}",
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({ error: "Sign in required" });
      }
    }
  });

  it("answers with a session (so the 401s above are the guard's, not missing routes)", async () => {
    const headers = await signInAdmin(s);
    const res = await fetch(`${s.url}/api/admin/products`, { headers });
    expect(res.status).toBe(200);
  });
});

describe("every admin page", () => {
  const registered = pagePaths(routeConfig).filter((p) => p === "/admin" || p.startsWith("/admin/"));
  const open = ["/admin/login", "/admin/invite"];
  const guarded = [...registered.filter((p) => !open.includes(p)), "/admin/test-uploader", "/admin/anything"];

  it("is registered as expected", () => {
    expect(registered).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/login",
        "/admin/dashboard",
        "/admin/products",
        "/admin/products/new",
        "/admin/products/:id",
        "/admin/orders",
        "/admin/stock",
        "/admin/promotions",
        "/admin/staff",
        "/admin/invite",
        "/admin/audit",
        "/admin/reviews",
      ]),
    );
    for (const p of open) expect(isGuardedAdminPage(p), p).toBe(false);
    for (const p of guarded) expect(isGuardedAdminPage(p), p).toBe(true);
  });

  it("redirects to /admin/login without a session, also when spelled differently", async () => {
    const spellings = guarded.flatMap((p) => [p, `${p}/`, p.toUpperCase(), p.replace("admin", "%61dmin"), `/${p}`]);
    for (const path of spellings) {
      const res = await fetch(`${s.url}${path}?tab=products`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      // Back to the page afterwards when it is spelled as an admin page; else the Overview.
      expect(res.headers.get("location"), path).toMatch(/^\/admin\/login(\?next=%2Fadmin[^/]*)?$/);
    }
  });

  it("sends the member back to the page they asked for after signing in, never elsewhere", async () => {
    const res = await fetch(`${s.url}/admin/orders/RR-ABC234?q=rory`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe(
      `/admin/login?next=${encodeURIComponent("/admin/orders/RR-ABC234?q=rory")}`,
    );
    const data = await fetch(`${s.url}/admin/stock.data?_routes=routes%2Fadmin%2Fadmin.stock`, { redirect: "manual" });
    expect(data.headers.get("x-remix-redirect")).toBe(`/admin/login?next=${encodeURIComponent("/admin/stock")}`);
    const overview = await fetch(`${s.url}/admin`, { redirect: "manual" });
    expect(overview.headers.get("location")).toBe("/admin/login");
  });

  it("answers a client-side navigation (.data) with React Router's redirect signal", async () => {
    for (const path of guarded) {
      const res = await fetch(`${s.url}${path}.data`, { redirect: "manual" });
      expect(res.status, path).toBe(204);
      expect(res.headers.get("x-remix-redirect")).toMatch(/^\/admin\/login(\?next=%2Fadmin[^/]*)?$/);
      expect(res.headers.get("x-remix-replace")).toBe("true");
    }
  });

  it("refuses a product saved through the screen's action without a session", async () => {
    const body = JSON.stringify({ id: "guard-check", name: "Guard check" });
    for (const path of [
      "/admin/products/new.data",
      "/admin/products/one-and-done.data",
      "/admin/products.data",
      "/admin/reviews.data",
    ]) {
      const res = await fetch(`${s.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.headers.get("x-remix-redirect") ?? res.headers.get("location"), path).toMatch(
        /^\/admin\/login(\?next=%2Fadmin[^/]*)?$/,
      );
    }
  });

  it("leaves the sign-in page, the invitation's page and the storefront open", async () => {
    for (const path of ["/admin/login", "/admin/login.data", "/admin/invite", "/", "/administrator", "/api/products"]) {
      const res = await fetch(`${s.url}${path}`, { redirect: "manual" });
      expect(res.status, path).not.toBe(302);
      expect(res.status, path).not.toBe(401);
    }
  });
});
