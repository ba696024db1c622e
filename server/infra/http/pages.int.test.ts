// Whole pages through the real server and the production build: the payment page's form action
// with bad input, and the Content-Security-Policy of fresh and cached pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAppOptions } from "../../../tests/support/page-build";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { inlineScriptHashes } from "./csp";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
const errorLogs = () => s.ctx.logs.filter((l) => l.level >= 50);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };

describe("POST /pay/{id}", () => {
  it("answers 404 for a payment page that does not exist, like GET", async () => {
    for (const id of ["cs_test_" + "0".repeat(32), "nonsense", "..%2F..%2Fetc"]) {
      const res = await fetch(`${s.url}/pay/${id}`, {
        method: "POST",
        headers: FORM_TYPE,
        body: form(GOOD_PAYMENT_FORM),
      });
      expect(res.status, id).toBe(404);
      expect(await res.text()).not.toMatch(/AppError|at .*\.js:\d+/);
    }
    expect(errorLogs()).toEqual([]);
  });

  it("answers 400 to a body that is not a form, and the order stays unpaid", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const bodies: [string, string][] = [
      ["text/plain", "email=a@b.co&cardNumber=4242424242424242"],
      ["multipart/form-data", "--x\r\nContent-Disposition: form-data; name=email\r\n\r\na@b.co\r\n--x--"],
      ["application/json", JSON.stringify(GOOD_PAYMENT_FORM)],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${s.url}/pay/${sessionId}`, { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, type).toBe(400);
      expect(await res.text()).toContain("The payment form could not be read");
    }
    expect((await s.ctx.services.orders.findOrderBySession(sessionId))!.status).toBe("pending");
    expect(errorLogs()).toEqual([]);
  });
});

/** Every inline script of the page, with its nonce attribute (if any). */
function inlineScripts(html: string): { nonce: string | null }[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/gi)]
    .filter(([, attrs]) => !/application\/ld\+json/.test(attrs ?? ""))
    .map(([, attrs]) => ({ nonce: /nonce="([^"]+)"/.exec(attrs ?? "")?.[1] ?? null }));
}

const scriptSrc = (csp: string | null) => /script-src ([^;]+)/.exec(csp ?? "")?.[1]?.split(" ") ?? [];

describe("Content-Security-Policy", () => {
  it("gives a fresh page a nonce that every inline script carries, and a new one each time", async () => {
    const first = await fetch(`${s.url}/success`);
    const second = await fetch(`${s.url}/success`);
    const sources = scriptSrc(first.headers.get("content-security-policy"));
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    const nonce = sources.find((x) => x.startsWith("'nonce-"))!.slice(7, -1);
    const scripts = inlineScripts(await first.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const sc of scripts) expect(sc.nonce).toBe(nonce);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("serves a cached page with the hashes of its own inline scripts, not a shared nonce", async () => {
    await fetch(`${s.url}/faqs`); // fills the cache
    const hit = await fetch(`${s.url}/faqs`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const sources = scriptSrc(hit.headers.get("content-security-policy"));
    expect(sources.some((x) => x.startsWith("'nonce-"))).toBe(false);
    const html = await hit.text();
    expect(inlineScripts(html).length).toBeGreaterThan(0);
    for (const h of inlineScriptHashes(html)) expect(sources).toContain(h);
  });

  it("lets a JSON answer load nothing and be framed by nothing, from the fast path or the app", async () => {
    // The catalogue's list (the fast path once it is warm), one product, and an error.
    for (const path of ["/api/products", "/api/products", "/api/products/one-and-done", "/api/products/nope"]) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe("the page's JavaScript, requested after the first paint (ADR 0031)", () => {
  it("is named only by the loader: no preload in the head, the module script inert, every file it needs preloaded", async () => {
    for (const path of ["/", "/products/dynamic-duo", "/admin/login"]) {
      const html = await (await fetch(`${s.url}${path}`)).text();
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      const inert =
        /<script[^>]* type="text\/plain" id="app-module" data-preloads="([^"]*)">([\s\S]*?)<\/script><script[^>]*>([^<]*)<\/script>/.exec(
          html,
        );
      expect(inert, path).not.toBeNull();
      const [, list, module, loader] = inert!;
      expect(loader, path).toContain("first-contentful-paint");
      const preloads = list!.split(" ");
      const imported = [...module!.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1]);
      expect(imported.length, path).toBeGreaterThan(1);
      for (const file of imported) expect(preloads, `${path} ${file}`).toContain(file);
    }
  });
});

describe("the page cache", () => {
  it("serves a stored page precompressed, with an ETag and a 304", async () => {
    await fetch(`${s.url}/about`);
    const br = await fetch(`${s.url}/about`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("x-page-cache")).toBe("hit");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toContain("</html>");
    const etag = br.headers.get("etag")!;
    const again = await fetch(`${s.url}/about`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("shows a product change on the very next request", async () => {
    await fetch(`${s.url}/`);
    expect((await fetch(`${s.url}/`)).headers.get("x-page-cache")).toBe("hit");
    const { productToInput } = await import("../../../core/product-form");
    const one = await s.ctx.services.products.getProduct("one-and-done");
    await s.ctx.services.products.updateProduct(
      "one-and-done",
      { ...productToInput(one), name: "Basic Pack Renamed" },
      STAFF,
    );
    const next = await fetch(`${s.url}/`);
    expect(next.headers.get("x-page-cache")).toBe("miss");
    expect(await next.text()).toContain("Basic Pack Renamed");
    await s.ctx.services.products.updateProduct("one-and-done", productToInput(one), STAFF);
  });

  it("shows a settings change (the product demo's title) on the home page's very next request", async () => {
    await fetch(`${s.url}/`);
    expect((await fetch(`${s.url}/`)).headers.get("x-page-cache")).toBe("hit");
    const before = await s.ctx.services.settings.getSetting("product_demo");
    await s.ctx.services.settings.updateSetting("product_demo", { title: "Watch the scoop dissolve" }, STAFF);
    try {
      const next = await fetch(`${s.url}/`);
      expect(next.headers.get("x-page-cache")).toBe("miss");
      expect(await next.text()).toContain("Watch the scoop dissolve");
    } finally {
      await s.ctx.services.settings.updateSetting("product_demo", { title: before.title }, STAFF);
    }
  });

  it("never serves a signed-in person from the cache nor stores their page", async () => {
    const { signInAdmin } = await import("../../../tests/support/admin");
    const session = await signInAdmin(s);
    await fetch(`${s.url}/terms`); // stored
    const signedIn = await fetch(`${s.url}/terms`, { headers: session });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    s.ctx.events.publish({ type: "products.changed" }); // empties the cache
    await fetch(`${s.url}/privacy`, { headers: session });
    expect((await fetch(`${s.url}/privacy`)).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("a signed-in shopper", () => {
  async function customerCookie(): Promise<Record<string, string>> {
    const email = `shopper${Math.random().toString(36).slice(2)}@example.com`;
    await s.ctx.services.accounts.signIn.sendCode({ email, ip: "198.51.100.7" });
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", email)
      .executeTakeFirstOrThrow();
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1]!;
    const { setCookie } = await s.ctx.services.accounts.signIn.verifyCode({ email, code });
    return { cookie: setCookie.split(";")[0]! };
  }

  it("is never served a cached page, by the app or the fast path, and never stores one", async () => {
    const session = await customerCookie();
    await fetch(`${s.url}/terms`);
    expect((await fetch(`${s.url}/terms`)).headers.get("x-page-cache")).toBe("hit"); // stored
    for (const headers of [session, { cookie: `theme=dark; ${session.cookie}` }]) {
      const signedIn = await fetch(`${s.url}/terms`, { headers });
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    }
    s.ctx.events.publish({ type: "products.changed" });
    await fetch(`${s.url}/privacy`, { headers: session });
    expect((await fetch(`${s.url}/privacy`)).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("the fast path", () => {
  const comparable = (res: Response) =>
    Object.fromEntries(
      [...res.headers.entries()].filter(
        ([k]) => !["date", "x-page-cache", "keep-alive", "connection", "x-request-id"].includes(k),
      ),
    );

  it("answers a cached page and the catalogue with the same headers and bytes as the app", async () => {
    s.ctx.events.publish({ type: "products.changed" }); // cold: the first answers come from the app
    for (const path of ["/disclaimer", "/api/products", "/api/products/dynamic-duo"]) {
      const init = { headers: { "accept-encoding": "gzip" } };
      const first = await fetch(`${s.url}${path}`, init);
      const firstBody = await first.text();
      const second = await fetch(`${s.url}${path}`, init);
      expect(comparable(second), path).toEqual(comparable(first));
      expect(await second.text(), path).toBe(firstBody);
    }
  });
});

describe("the stylesheet: the first screen's part in the page, the whole file cached (ADR 0034)", () => {
  const inlineStyle = (html: string) => /<style id="shop-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const LINK = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)" media="print" data-after-paint=""\/>/;

  it("writes at most 14 KB of CSS into a storefront page and links the hashed file without blocking", async () => {
    for (const path of ["/", "/products/dynamic-duo"]) {
      const html = await (await fetch(`${s.url}${path}`)).text();
      const css = inlineStyle(html);
      expect(css.length, path).toBeGreaterThan(2_000);
      expect(css.length, path).toBeLessThanOrEqual(14_000);
      const link = LINK.exec(html);
      expect(link, path).not.toBeNull();
      // At the end of the body, not in the head, and for a browser without scripts as well.
      expect(link!.index, path).toBeGreaterThan(html.indexOf("<body"));
      expect(html, path).toContain(`<noscript><link rel="stylesheet" href="${link![1]}"/></noscript>`);
      expect(html.slice(0, html.indexOf("</head>")), path).not.toMatch(/<link rel="stylesheet"/);
      const file = await fetch(`${s.url}${link![1]}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await file.text()).length).toBeGreaterThan(css.length * 3);
    }
  });

  it("keeps the home page's HTML under 100 KB, its start-up cover styled from the page", async () => {
    const html = await (await fetch(`${s.url}/`)).text();
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(100_000);
    const css = inlineStyle(html);
    expect(css).toContain(".cover-lifts{");
    expect(css).toContain("@keyframes cover-lift{");
    expect(css).toContain(".bg-black{");
  });

  it("links the whole file from the head of a staff page", async () => {
    const html = await (await fetch(`${s.url}/admin/login`)).text();
    expect(html.slice(0, html.indexOf("</head>"))).toMatch(
      /<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/,
    );
  });
});
