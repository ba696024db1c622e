import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { newProductDraft } from "../../../core/product";
import { openEventStream, signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { createContext } from "../../context";
import { createEventBus, type ShopEvent } from "../../infra/events/event-bus";
import { createLogger } from "../../logger";
import { eventRoutes } from "./events.api";

vi.setConfig({ testTimeout: 20_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe("GET /api/events", () => {
  it("streams products.changed when a product is saved, uncompressed and uncached", async () => {
    const headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
    const events = await openEventStream(s.url);
    try {
      expect(events.res.status).toBe(200);
      expect(events.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(events.res.headers.get("content-encoding")).toBeNull();
      expect(events.res.headers.get("cache-control")).toBe("no-cache");
      await vi.waitFor(() => expect(events.pending()).toContain(": connected"));

      const res = await fetch(`${s.url}/api/admin/products`, {
        method: "POST",
        headers,
        body: JSON.stringify(newProductDraft("sse")),
      });
      expect(res.status).toBe(201);
      expect(JSON.parse(await events.next("products.changed"))).toEqual({ type: "products.changed" });
    } finally {
      await events.close();
    }
  });

  it("sends a heartbeat comment and unsubscribes when the browser goes", async () => {
    const bus = createEventBus();
    let listeners = 0;
    const counting = {
      publish: (e: ShopEvent) => bus.publish(e),
      subscribe: (l: (e: ShopEvent) => void) => {
        listeners++;
        const off = bus.subscribe(l);
        return () => {
          listeners--;
          off();
        };
      },
    };
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const srv = serve(
        { fetch: eventRoutes(counting, { heartbeatMs: 50 }).fetch, port: 0, hostname: "127.0.0.1" },
        () => resolve(srv),
      );
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const abort = new AbortController();
      const res = await fetch(url, { signal: abort.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      while (!text.includes(": ping")) text += (await reader.read()).value ?? "";
      expect(text).toMatch(/^retry: 3000\n: connected\n\n/);
      expect(listeners).toBe(1);
      bus.publish({ type: "settings.changed", key: "videos" });
      while (!text.includes("event: settings.changed")) text += (await reader.read()).value ?? "";
      expect(text).toContain('data: {"type":"settings.changed","key":"videos"}');
      abort.abort();
      await reader.cancel().catch(() => {});
      await vi.waitFor(() => expect(listeners).toBe(0));
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe.skipIf(inject("dialect") !== "postgres")("two instances on one PostgreSQL", () => {
  it("a product saved through instance A arrives as an event on instance B (LISTEN/NOTIFY)", async () => {
    if (s.ctx.config.database.dialect !== "postgres") throw new Error("expected PostgreSQL");
    // Instance B: its own context and HTTP server over A's database.
    const config = loadConfig({
      DATA_DIR: s.ctx.config.dataDir,
      DATABASE_URL: s.ctx.config.database.url,
      NODE_ENV: "test",
    });
    const ctxB = await createContext({ config, logger: createLogger("silent") });
    const serverB = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const srv = serve({ fetch: createApp(ctxB).fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(srv));
    });
    const urlB = `http://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
    const events = await openEventStream(urlB);
    try {
      await vi.waitFor(() => expect(events.pending()).toContain(": connected"));
      const headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
      const res = await fetch(`${s.url}/api/admin/products`, {
        method: "POST",
        headers,
        body: JSON.stringify({ ...newProductDraft("two"), id: "cross-instance-pack" }),
      });
      expect(res.status).toBe(201);
      expect(JSON.parse(await events.next("products.changed"))).toEqual({ type: "products.changed" });
      // And B serves the new product straight away: the database is shared.
      const list = (await (await fetch(`${urlB}/api/products`)).json()) as { products: { id: string }[] };
      expect(list.products.map((p) => p.id)).toContain("cross-instance-pack");
    } finally {
      await events.close();
      await new Promise<void>((r) => serverB.close(() => r()));
      await ctxB.close();
    }
  });
});
