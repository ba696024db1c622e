// Traceable errors: a forced 500 shows one request id on the page or in the
// JSON body ('Reference'), in the X-Request-Id header and on the log line of the failure.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());
afterEach(() => vi.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const linesWith = (id: string) => s.ctx.logs.filter((l) => l.reqId === id);

describe("request id", () => {
  it("shows a forced 500's id on the page, in the header and on its log line", async () => {
    vi.spyOn(s.ctx.services.orders, "findOrderBySession").mockRejectedValue(new Error("boom: disk on fire"));
    const res = await fetch(`${s.url}/success?session_id=cs_test_forced`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    const html = await res.text();
    expect(html.replace(/<!-- -->/g, "")).toContain(`Reference: ${id}`);
    expect(html).not.toContain("disk on fire");
    const failure = linesWith(id).find((l) => l.level >= 50);
    expect(failure?.msg).toBe("request failed");
    expect(linesWith(id).some((l) => l.msg === "request" && l.status === 500)).toBe(true);
  });

  it("puts the id in a 5xx JSON body as its reference, and keeps a well-formed one the balancer sent", async () => {
    vi.spyOn(s.ctx.services.reviews, "publicPage").mockRejectedValue(new Error("boom"));
    const sent = "7F000001:C4B2_0A000002:01BB_6568B3C2_0001:1A2B";
    const res = await fetch(`${s.url}/api/products/one-and-done/reviews`, { headers: { "X-Request-Id": sent } });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe(sent);
    expect(await res.json()).toEqual({ error: "Internal server error", reference: sent });
    expect(linesWith(sent).find((l) => l.level >= 50)?.msg).toBe("request failed");
  });

  it("replaces an id that is not well-formed, and gives every answer one, the fast path's too", async () => {
    const res = await fetch(`${s.url}/api/products`, { headers: { "X-Request-Id": "bad id\u00e9<script>" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(UUID);
    const a = await fetch(`${s.url}/faqs`);
    const b = await fetch(`${s.url}/faqs`);
    expect(b.headers.get("x-page-cache")).toBe("hit");
    expect(a.headers.get("x-request-id")).toMatch(UUID);
    expect(b.headers.get("x-request-id")).toMatch(UUID);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    const notFound = await fetch(`${s.url}/api/nothing-here`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).not.toHaveProperty("reference");
    expect(notFound.headers.get("x-request-id")).toMatch(UUID);
  });
});
