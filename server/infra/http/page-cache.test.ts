import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createEventBus } from "../events/event-bus";
import { pageCache } from "./page-cache";

function setup() {
  const events = createEventBus();
  let renders = 0;
  let time = 0;
  const app = new Hono();
  app.use(pageCache({ paths: ["/"], prefixes: ["/products/"], events, maxAgeMs: 1000, clock: () => time }));
  app.all("*", (c) => {
    renders++;
    return c.html(`<p>render ${renders}</p>`);
  });
  return { app, events, renders: () => renders, tick: (ms: number) => (time += ms) };
}

describe("page cache", () => {
  it("renders a listed page once until an event or its time is up", async () => {
    const t = setup();
    expect(await (await t.app.request("/")).text()).toBe("<p>render 1</p>");
    const second = await t.app.request("/");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    t.events.publish({ type: "products.changed" });
    expect(await (await t.app.request("/")).text()).toBe("<p>render 2</p>");
    t.tick(1001);
    expect(await (await t.app.request("/")).text()).toBe("<p>render 3</p>");
  });

  it("caches the pages one level under a prefix, not the prefix itself nor deeper paths", async () => {
    const t = setup();
    await t.app.request("/products/dynamic-duo");
    const again = await t.app.request("/products/dynamic-duo");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(t.renders()).toBe(1);
    for (const path of ["/products/", "/products/a/b", "/productsx"]) {
      await t.app.request(path);
      await t.app.request(path);
    }
    expect(t.renders()).toBe(7);
  });

  it("leaves other paths, queries and methods alone", async () => {
    const t = setup();
    await t.app.request("/about");
    await t.app.request("/about");
    await t.app.request("/?x=1");
    await t.app.request("/?x=1");
    await t.app.request("/", { method: "POST" });
    expect(t.renders()).toBe(5);
  });
});
