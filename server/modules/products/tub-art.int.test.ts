// The drawn tub as an image (core/tub-art.ts): what its address names is what it draws.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tubArtUrl } from "../../../core/tub-art";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("GET /art/tub.svg", () => {
  it("draws one tub labelled with the shop's name and the flavour, in the flavour's colour, kept a day", async () => {
    const res = await fetch(`${s.url}${tubArtUrl({ flavors: ["Lemon Squash"], brand: "Rebound" })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 18 200 218" width="200" height="218">/,
    );
    expect(texts(svg)).toEqual(["Rebound", "Lemon Squash", "RECOVERY FORMULA", "20 servings · 100 g"]);
    expect(svg).toContain('stop-color="#facc15"');
  });

  it("draws a mixed pack with each flavour on its own tub, the middle one in front", async () => {
    const flavors = ["Lemon Squash", "Orange Crush", "Mango Tango"];
    const svg = await (await fetch(`${s.url}${tubArtUrl({ flavors, brand: "Bounce" })}`)).text();
    expect(svg).toContain('viewBox="0 10 360 226"');
    const names = texts(svg).filter((t) => t !== "Bounce" && t !== "RECOVERY FORMULA" && !t?.includes("servings"));
    expect(names).toEqual(["Lemon Squash", "Mango Tango", "Orange Crush"]);
    // A flavour the shop has no colour for is drawn in fuchsia.
    expect(svg).toContain('stop-color="#d946ef"');
  });

  it("writes names as text, never as markup", async () => {
    const url = tubArtUrl({ flavors: ['<script>alert("x")</script>'], brand: "A & B's" });
    const svg = await (await fetch(`${s.url}${url}`)).text();
    expect(svg).not.toContain("<script>");
    expect(texts(svg).slice(0, 2)).toEqual(["A &#38; B&#39;s", "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;"]);
  });

  it("refuses four flavours, or a name too long to draw, with a message, and draws nothing", async () => {
    const four = await fetch(`${s.url}/art/tub.svg?f=a&f=b&f=c&f=d&b=Rebound`);
    expect(four.status).toBe(400);
    // Outside /api the shop's error page says it, as for any address a browser opens.
    expect(await four.text()).toContain("A tub picture shows at most 3 flavours");
    const long = await fetch(`${s.url}/art/tub.svg?f=${"x".repeat(121)}&b=Rebound`);
    expect(long.status).toBe(400);
  });
});
