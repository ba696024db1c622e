import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMITS, FORM_RATE_LIMIT } from "../../../core/forms";
import { countRows, nextIp, postChunked, postJson } from "../../../tests/support/customer-forms";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: "true" }, seed: false });
  url = `${s.url}/api/contact`;
});
afterAll(() => s.close());

const valid = {
  name: "Jordan Lee",
  email: "jordan@example.com.au",
  subject: "Question about flavours",
  message: "Can I mix Lemon Squash and Orange Crush in the Dynamic Duo?",
};

async function expectRefused(body: unknown, status: number, details?: Record<string, unknown>) {
  const before = [await countRows(s.ctx.db, "contact_messages"), await countRows(s.ctx.db, "mail_outbox")];
  const res = await postJson(url, body);
  expect(res.status).toBe(status);
  const json = (await res.json()) as { error: string; details?: Record<string, string> };
  expect(json.error).toEqual(expect.any(String));
  if (details) expect(json.details).toMatchObject(details);
  expect([await countRows(s.ctx.db, "contact_messages"), await countRows(s.ctx.db, "mail_outbox")]).toEqual(before);
  return json;
}

describe("POST /api/contact", () => {
  it("stores the message and queues the acknowledgement and the support notification", async () => {
    const res = await postJson(url, { ...valid, name: "  Jordan Lee  " });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await s.ctx.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
    expect(row).toMatchObject({ ...valid, status: "new" });
    const mails = await s.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("to").execute();
    expect(mails.map((m) => [m.to, m.status])).toEqual([
      ["jordan@example.com.au", "outbox"],
      ["support@reboundrecovery.com.au", "outbox"],
    ]);
    const [ack, notice] = mails;
    expect(ack!.subject).toBe("We've received your message - Rebound");
    expect(ack!.text).toContain("within 24 hours");
    expect(ack!.text).toContain(valid.message);
    expect(ack!.reply_to).toBe("support@reboundrecovery.com.au");
    expect(notice!.subject).toBe("New contact message: Question about flavours");
    expect(notice!.reply_to).toBe("jordan@example.com.au");
    expect(notice!.html).toContain("Jordan Lee");
  });

  it("escapes HTML from the customer in the e-mail's HTML body", async () => {
    const res = await postJson(url, { ...valid, email: "html@example.com", message: "<img src=x onerror=alert(1)>" });
    expect(res.status).toBe(201);
    const ack = await s.ctx.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to", "=", "html@example.com")
      .executeTakeFirstOrThrow();
    expect(ack.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(ack.html).not.toContain("<img");
  });

  it.each([
    ["missing fields", {}, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    [
      "blank fields",
      { ...valid, name: "   ", subject: "" },
      { name: "Name is required", subject: "Subject is required" },
    ],
    [
      "wrong types",
      { ...valid, name: 42, message: ["x"] },
      { name: "Name must be text", message: "Message must be text" },
    ],
    ["an invalid e-mail", { ...valid, email: "jordan@" }, { email: "Please enter a valid email address" }],
    [
      "an over-long message",
      { ...valid, message: "x".repeat(FORM_LIMITS.message + 1) },
      { message: "Message must be at most 5000 characters" },
    ],
    ["an over-long name", { ...valid, name: "n".repeat(101) }, { name: "Name must be at most 100 characters" }],
    [
      "a subject with a line break",
      { ...valid, subject: "Hi\r\nBcc: x@y.z" },
      { subject: "Subject must be on one line" },
    ],
  ])("refuses %s with 400, field errors and no row", async (_label, body, details) => {
    const json = await expectRefused(body, 400, details);
    expect(json.error).toBe("Invalid contact message");
  });

  it("refuses a body that is not a JSON object", async () => {
    await expectRefused("not json", 400);
    await expectRefused("[1,2]", 400);
  });

  it("refuses a 1 MB body with 413, whether sized or streamed", async () => {
    const big = JSON.stringify({ ...valid, message: "x".repeat(1024 * 1024) });
    const json = await expectRefused(big, 413);
    expect(json.error).toMatch(/too large/);
    const streamed = await postChunked(url, big, { "content-type": "application/json", "x-forwarded-for": nextIp() });
    expect(streamed).toBe(413);
  });

  it("accepts the longest valid message even with multi-byte characters", async () => {
    const res = await postJson(url, { ...valid, message: "é".repeat(FORM_LIMITS.message) });
    expect(res.status).toBe(201);
  });

  it("answers like a success but stores nothing when the honeypot is filled", async () => {
    const before = await countRows(s.ctx.db, "contact_messages");
    const res = await postJson(url, { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await countRows(s.ctx.db, "contact_messages")).toBe(before);
  });

  it("limits each client address, with 429 and Retry-After, and leaves other addresses alone", async () => {
    const ip = nextIp();
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i++) expect((await postJson(url, valid, { ip })).status).toBe(201);
    const before = await countRows(s.ctx.db, "contact_messages");
    const res = await postJson(url, valid, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Too many submissions .* try again in \d+ minutes?\.$/,
    );
    expect(await countRows(s.ctx.db, "contact_messages")).toBe(before);
    expect((await postJson(url, valid, { ip: nextIp() })).status).toBe(201);
  });
});

describe("when the database fails", () => {
  it("answers 503 with a clear error", async () => {
    const broken = await startTestServer({ seed: false });
    await broken.ctx.db.destroy();
    const res = await postJson(`${broken.url}/api/contact`, valid);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "Your message could not be saved. Please try again.",
      reference: res.headers.get("x-request-id"),
    });
    await broken.close().catch(() => {});
  });
});
