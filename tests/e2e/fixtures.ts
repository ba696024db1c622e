// Every browser test fails on a console error or an uncaught page error,
// except the ones a test declares it expects (e.g. the 404 of a missing page).
// And `page.goto` (reload, goBack, goForward) of one of the shop's pages returns once React has
// hydrated it: what a test types into a form before then can be reset by hydration.
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;
const patched = new WeakSet<object>();
/** Pages whose scripts a test holds back (early-input.ts): their navigations do not wait for hydration. */
export const scriptsHeld = new WeakSet<Page>();

/**
 * Makes goto, reload, goBack and goForward of every page (the fixture's and any a test opens in a
 * context of its own) return once a shop page has hydrated. The page's JavaScript starts after its
 * first paint (ADR 0031), so the load event no longer waits for it.
 */
function hydrateOnNavigation(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<(typeof NAVIGATIONS)[number], Page["goto"]>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of NAVIGATIONS) {
    const navigate = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const res = await (navigate as (...a: unknown[]) => ReturnType<Page["goto"]>).apply(this, args);
      // React Router's inline script sets __reactRouterContext: not run where JavaScript is off.
      const app =
        !scriptsHeld.has(this) && res?.headers()["content-type"]?.startsWith("text/html")
          ? await this.evaluate(() => "__reactRouterContext" in window).catch(() => false)
          : false;
      if (app) {
        // app/root.tsx marks <html data-hydrated>; a page that never hydrates fails on its own assertions.
        await this.locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .catch(() => {});
      }
      return res;
    } as Page["goto"];
  }
}

const CHANGES = ["post", "put", "patch", "delete", "fetch"] as const;
let shopOrigin: string | undefined;

/**
 * A test's own requests (page.request, the request fixture) carry the Origin a browser would send
 * from the shop's page, unless the test sets one: the shop refuses a change that carries a session
 * cookie but no Origin (ADR 0032), and these requests share the browser context's cookies.
 */
function sameOriginRequests(request: APIRequestContext, baseURL: string | undefined) {
  if (baseURL) shopOrigin = new URL(baseURL).origin;
  const proto = Object.getPrototypeOf(request) as Record<(typeof CHANGES)[number], APIRequestContext["post"]>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of CHANGES) {
    const send = proto[name];
    proto[name] = function (this: APIRequestContext, url: unknown, options: Record<string, unknown> = {}) {
      const headers = (options.headers ?? {}) as Record<string, string>;
      const named = Object.keys(headers).some((k) => k.toLowerCase() === "origin");
      const method = typeof options.method === "string" ? options.method.toUpperCase() : name.toUpperCase();
      const target = typeof url === "string" && /^https?:/.test(url) ? new URL(url).origin : shopOrigin;
      const safe = method === "GET" || method === "HEAD" || method === "FETCH";
      const withOrigin = named || safe || !target ? options : { ...options, headers: { ...headers, origin: target } };
      return (send as (...a: unknown[]) => ReturnType<APIRequestContext["post"]>).call(this, url, withOrigin);
    } as APIRequestContext["post"];
  }
}

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  // The fixture's callback is named `provide`, not `use`: the React hooks lint rule reads `use` as React's.
  page: async ({ page, baseURL }, provide) => {
    hydrateOnNavigation(page);
    sameOriginRequests(page.request, baseURL);
    await provide(page);
  },
  request: async ({ request, baseURL }, provide) => {
    sameOriginRequests(request, baseURL);
    await provide(request);
  },
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !expectedConsoleErrors.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page in front has hydrated (app/root.tsx marks <html data-hydrated>): for a page
 * reached by a form post or a redirect rather than `page.goto`, before a test clicks what only
 * React opens (a menu, a listbox).
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits for the page's running CSS transitions and animations to end: axe reads colours as they
 * are drawn, and a button fading back from disabled (half opacity) once read 3.8:1 mid-fade.
 */
export async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
}

/**
 * Marks a test whose subject does not depend on the screen's width: a rule the server keeps, seen
 * through a staff screen (an order list's filter, a stock count's confirmation, a promotion's edit),
 * a page's words, an API's answers. The phone projects leave it out (playwright.config.ts, ADR 0051),
 * so the suite does not pay twice for one answer. What a phone changes stays at both widths: layout
 * (sideways scroll, fit, tap targets, what is in view), the menus and the cart drawer, touch, axe,
 * input before the scripts run, and the journeys the issues asked for on a phone and a desktop (the
 * storefront, cart, checkout, account, reviews, subscriptions, the staff screens' flows).
 */
export const ONE_WIDTH = { tag: "@one-width" };

/** The phone project (360 px and touch); the desktop project is 1440 px. */
export const onPhone = (info: TestInfo) => info.project.name === "phone";

/** Where a spec's screenshot goes: SHOTS_DIR when set (to look at them), else the test's own output. */
export const shotPath = (info: TestInfo, name: string) => path.join(process.env.SHOTS_DIR ?? info.outputDir, name);

export { expect };
