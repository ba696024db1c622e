import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toErrorResponse } from "../../errors";
import { limitBody, readBody } from "./body";

const Schema = z.object({ name: z.string().min(1, "Enter a name"), qty: z.number().int().min(1, "At least 1") });

function app(opts: Parameters<typeof readBody>[2] = {}) {
  const a = new Hono();
  a.onError((err, c) => {
    const { status, body, headers } = toErrorResponse(err);
    return c.json(body, status, headers);
  });
  a.post("/", limitBody(1024), async (c) => c.json(await readBody(c, Schema, opts)));
  return a;
}

const post = (a: Hono, body: string, type?: string) =>
  a.request("/", { method: "POST", body, headers: type ? { "content-type": type } : {} });

describe("readBody", () => {
  it("reads JSON against the schema", async () => {
    const res = await post(app(), JSON.stringify({ name: "Tub", qty: 2 }), "application/json; charset=utf-8");
    expect(await res.json()).toEqual({ name: "Tub", qty: 2 });
  });

  it("answers 400 with each field's message when the schema refuses", async () => {
    const res = await post(app(), JSON.stringify({ name: "", qty: 0 }), "application/json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Check the highlighted fields",
      details: { name: "Enter a name", qty: "At least 1" },
    });
  });

  it("answers 400 to unreadable JSON and 415 to another content type", async () => {
    expect((await post(app(), "{nope", "application/json")).status).toBe(400);
    expect((await post(app(), JSON.stringify({ name: "a", qty: 1 }), "text/plain")).status).toBe(415);
    expect((await post(app(), JSON.stringify({ name: "a", qty: 1 }))).status).toBe(415);
    expect((await post(app(), "name=a&qty=1", "application/x-www-form-urlencoded")).status).toBe(415);
  });

  it("takes a form where the route allows forms", async () => {
    const a = app({ forms: true });
    const res = await post(a, "name=a&qty=1", "application/x-www-form-urlencoded");
    // Form values are strings: this schema wants a number, so the form is refused field by field.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: object }).details).toEqual({ qty: expect.any(String) });
  });

  it("answers 413 over the limit and closes the connection", async () => {
    const res = await post(app(), JSON.stringify({ name: "x".repeat(2000), qty: 1 }), "application/json");
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
  });
});
