// A product's own page through the real server and the production build: what it shows, its
// structured data, the page cache around it, and the sitemap that lists it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productToInput } from "../../../core/product-form";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const page = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  // React marks where text nodes meet with empty comments; read the text as a shopper sees it.
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe("GET /products/{id}", () => {
  it("shows the product with its price per serve, its saving against single tubs, and the label", async () => {
    const { res, html } = await page("/products/triple-threat");
    expect(res.status).toBe(200);
    expect(html).toContain("<title>Triple Threat Recovery | Rebound</title>");
    expect(html).toMatch(/<h1[^>]*>Triple Threat Recovery<\/h1>/);
    expect(html).toContain("$2.17 per serve");
    expect(html).toMatch(/Save \$19\.98 \(13%\)/);
    expect(html).toContain("Supplement Facts");
    expect(html).toMatch(/N-Acetylcysteine|N-acetylcysteine/);
    expect(html).toContain("Directions");
    expect(html).toContain("Warnings");
  });

  it("carries the Product's structured data with its offer and its own address", async () => {
    const { html } = await page("/products/dynamic-duo");
    const product = jsonLd(html).find((d) => d["@type"] === "Product")!;
    expect(product).toMatchObject({
      name: "Dynamic Duo Recovery",
      sku: "dynamic-duo",
      url: `${s.ctx.config.publicUrl}/products/dynamic-duo`,
      offers: { price: "89.99", priceCurrency: "AUD", url: `${s.ctx.config.publicUrl}/products/dynamic-duo` },
    });
    expect(String(product.description)).not.toMatch(/[<>]/);
  });

  it("chooses the flavour its address names (a back-in-stock e-mail's link), and ignores one it does not offer", async () => {
    // The Flavour dropdown's button shows the chosen flavour (after its swatch).
    const chosen = (html: string) => /id="[^"]*-value"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)/.exec(html)?.[1] ?? null;
    const { html: own } = await page("/products/one-and-done");
    expect(chosen(own)).toBe("Lemon Squash");
    const { res, html } = await page("/products/one-and-done?flavour=Orange%20Crush");
    expect(res.status).toBe(200);
    expect(chosen(html)).toBe("Orange Crush");
    expect(chosen((await page("/products/one-and-done?flavour=Orange%20crush")).html)).toBe("Orange Crush");
    expect(chosen((await page("/products/one-and-done?flavour=Nothing%20Like%20It")).html)).toBe("Lemon Squash");
  });

  it("answers 404 for an unknown product and for one that is not on sale", async () => {
    expect((await page("/products/no-such-thing")).res.status).toBe(404);
    const basic = productToInput(await s.ctx.services.products.getProduct("one-and-done"));
    await s.ctx.services.products.updateProduct("one-and-done", { ...basic, status: "draft" }, STAFF);
    try {
      const { res, html } = await page("/products/one-and-done");
      expect(res.status).toBe(404);
      expect(html).toContain("Product not found");
    } finally {
      await s.ctx.services.products.updateProduct("one-and-done", { ...basic, status: "active" }, STAFF);
    }
  });

  it("is served from the page cache until the product changes, then shows the change at once", async () => {
    await page("/products/dynamic-duo");
    const hit = await page("/products/dynamic-duo");
    expect(hit.res.headers.get("x-page-cache")).toBe("hit");
    const duo = productToInput(await s.ctx.services.products.getProduct("dynamic-duo"));
    await s.ctx.services.products.updateProduct("dynamic-duo", { ...duo, name: "Dynamic Duo Deluxe" }, STAFF);
    try {
      const after = await page("/products/dynamic-duo");
      expect(after.html).toMatch(/<h1[^>]*>Dynamic Duo Deluxe<\/h1>/);
    } finally {
      await s.ctx.services.products.updateProduct("dynamic-duo", duo, STAFF);
    }
  });
});

describe("the home page and the sitemap", () => {
  it("lists each product's page on the home page as an ItemList, and links each card to it", async () => {
    const { html } = await page("/");
    const list = jsonLd(html).find((d) => d["@type"] === "ItemList")!;
    const urls = (list.itemListElement as { url: string }[]).map((i) => i.url);
    expect(urls).toEqual(
      ["one-and-done", "dynamic-duo", "triple-threat"].map((id) => `${s.ctx.config.publicUrl}/products/${id}`),
    );
    expect(jsonLd(html).some((d) => d["@type"] === "Product")).toBe(false);
    expect(html).toContain('href="/products/dynamic-duo"');
  });

  it("lists the information pages and every product on sale in /sitemap.xml, and names it in /robots.txt", async () => {
    const { res, html: xml } = await page("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, l]) => l!.replace(s.ctx.config.publicUrl, ""));
    expect(locs).toEqual(
      expect.arrayContaining(["/", "/faqs", "/returns", "/products/one-and-done", "/products/triple-threat"]),
    );
    expect(locs).not.toContain("/admin");
    const robots = await page("/robots.txt");
    expect(robots.html).toContain(`Sitemap: ${s.ctx.config.publicUrl}/sitemap.xml`);
    expect(robots.html).toContain("Disallow: /admin");
  });
});
