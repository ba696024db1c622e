import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMITS, RETURN_NOT_MATCHED } from "../../../core/forms";
import { countRows, insertOrder, nextIp, postChunked, postJson } from "../../../tests/support/customer-forms";
import { createTestContext, startTestServer, type TestServer } from "../../../tests/support/test-server";
import { RETURN_REFERENCE_PATTERN } from "./return-reference";
import { createReturnService } from "./return.service";

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({ env: { TRUST_PROXY: "true" }, seed: false });
  url = `${s.url}/api/returns`;
  await insertOrder(s.ctx.db, { number: "RR-12345", email: "Sam@Example.com" });
  await insertOrder(s.ctx.db, { number: "RR-777", email: "a@example.com" });
  await insertOrder(s.ctx.db, { number: "RR-OTHER1", email: "someone.else@example.com" });
});
afterAll(() => s.close());

const valid = {
  orderNumber: "RR-12345",
  email: "sam@example.com",
  reason: "damaged",
  description: "The lid was cracked and powder had spilled.",
  preference: "replacement",
};

async function expectRefused(body: unknown, status: number, details?: Record<string, unknown>) {
  const before = [await countRows(s.ctx.db, "return_requests"), await countRows(s.ctx.db, "mail_outbox")];
  const res = await postJson(url, body);
  expect(res.status).toBe(status);
  const json = (await res.json()) as { error: string; details?: Record<string, string> };
  expect(json.error).toEqual(expect.any(String));
  if (details) expect(json.details).toEqual(details);
  expect([await countRows(s.ctx.db, "return_requests"), await countRows(s.ctx.db, "mail_outbox")]).toEqual(before);
  return json;
}

describe("POST /api/returns", () => {
  it("stores the request with a generated reference and queues both e-mails", async () => {
    const res = await postJson(url, valid);
    expect(res.status).toBe(201);
    const { id, reference } = (await res.json()) as { id: string; reference: string };
    expect(reference).toMatch(RETURN_REFERENCE_PATTERN);
    const row = await s.ctx.db.selectFrom("return_requests").selectAll().where("id", "=", id).executeTakeFirst();
    expect(row).toMatchObject({
      reference,
      order_number: "RR-12345",
      email: "sam@example.com",
      reason: "damaged",
      description: valid.description,
      preference: "replacement",
      status: "new",
    });
    const mails = await s.ctx.db.selectFrom("mail_outbox").selectAll().orderBy("to").execute();
    expect(mails.map((m) => m.to)).toEqual(["sam@example.com", "support@reboundrecovery.com.au"]);
    expect(mails[0]!.subject).toBe(`Return request ${reference} received - Rebound`);
    expect(mails[0]!.text).toContain("Product damaged/defective");
    expect(mails[0]!.text).toContain("Send replacement product");
    expect(mails[0]!.text).toContain("within 24 hours");
    expect(mails[1]!.subject).toBe(`Return request ${reference} for order RR-12345`);
  });

  it("defaults the preference to refund, leaves details optional and normalises the order number", async () => {
    const res = await postJson(url, { orderNumber: " #rr-777 ", email: "a@example.com", reason: "other" });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await s.ctx.db
      .selectFrom("return_requests")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_number: "RR-777", preference: "refund", description: null });
  });

  it("refuses another customer's order and an order that does not exist with one message, storing nothing", async () => {
    const theirs = await expectRefused({ ...valid, orderNumber: "RR-OTHER1" }, 400, {
      orderNumber: RETURN_NOT_MATCHED,
    });
    const none = await expectRefused({ ...valid, orderNumber: "RR-NOSUCH" }, 400, { orderNumber: RETURN_NOT_MATCHED });
    expect(theirs).toEqual(none);
    expect(theirs.error).toBe(RETURN_NOT_MATCHED);
  });

  it("matches the order's e-mail whatever its case", async () => {
    const res = await postJson(url, { ...valid, email: "SAM@example.COM" });
    expect(res.status).toBe(201);
  });

  it("accepts the signed-in owner's order under another e-mail, and no one else's", async () => {
    await s.ctx.services.accounts.signIn.sendCode({ email: "owner@example.com", ip: nextIp() });
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const { setCookie } = await s.ctx.services.accounts.signIn.verifyCode({
      email: "owner@example.com",
      code: /is (\d{6})/.exec(mail.text)![1]!,
    });
    const cookie = setCookie.split(";")[0]!;
    const owner = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    await insertOrder(s.ctx.db, { number: "RR-OWNED1", email: "gift.sender@example.com", accountId: owner.id });
    const post = (orderNumber: string) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": nextIp(),
          origin: s.ctx.config.publicUrl,
          cookie,
        },
        body: JSON.stringify({ ...valid, orderNumber, email: "owner@example.com" }),
      });
    expect((await post("RR-OWNED1")).status).toBe(201);
    const before = await countRows(s.ctx.db, "return_requests");
    const refused = await post("RR-OTHER1");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(RETURN_NOT_MATCHED);
    expect(await countRows(s.ctx.db, "return_requests")).toBe(before);
  });

  it.each([
    [
      "missing fields",
      {},
      { orderNumber: "Order number is required", email: "Email is required", reason: "Please select a reason" },
    ],
    ["an empty reason", { ...valid, reason: "" }, { reason: "Please select a reason" }],
    ["an unknown reason", { ...valid, reason: "bored" }, { reason: "Unknown reason" }],
    [
      "an unknown preference",
      { ...valid, preference: "cash" },
      { preference: "Preference must be refund or replacement" },
    ],
    ["an invalid e-mail", { ...valid, email: "sam.example.com" }, { email: "Please enter a valid email address" }],
    [
      "wrong types",
      { ...valid, orderNumber: 12345, description: { a: 1 } },
      { orderNumber: "Order number must be text", description: "Additional details must be text" },
    ],
    [
      "over-long details",
      { ...valid, description: "d".repeat(FORM_LIMITS.description + 1) },
      { description: "Additional details must be at most 2000 characters" },
    ],
    [
      "an over-long order number",
      { ...valid, orderNumber: "R".repeat(41) },
      { orderNumber: "Order number must be at most 40 characters" },
    ],
    [
      "an order number with odd characters",
      { ...valid, orderNumber: "RR 1<script>" },
      { orderNumber: "Order number may contain only letters, digits and hyphens" },
    ],
  ])("refuses %s with 400, field errors and no row", async (_label, body, details) => {
    const json = await expectRefused(body, 400, details);
    expect(json.error).toBe("Invalid return request");
  });

  it("refuses malformed JSON", async () => {
    expect((await expectRefused("{", 400)).error).toBe("Request body must be JSON");
  });

  it("refuses a 1 MB body with 413 and writes nothing", async () => {
    const before = await countRows(s.ctx.db, "return_requests");
    const big = JSON.stringify({ ...valid, description: "x".repeat(1024 * 1024) });
    expect((await expectRefused(big, 413)).error).toBe("Request body too large (limit 64 KB)");
    expect(await postChunked(url, big, { "content-type": "application/json", "x-forwarded-for": nextIp() })).toBe(413);
    expect(await countRows(s.ctx.db, "return_requests")).toBe(before);
  });

  it("counts the JSON API and the rate limit per address separately from the contact form", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await postJson(url, valid, { ip })).status).toBe(201);
    const refused = await postJson(url, valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const contact = await postJson(
      `${s.url}/api/contact`,
      { name: "A", email: "a@example.com", subject: "S", message: "M" },
      { ip },
    );
    expect(contact.status).toBe(201);
  });
});

describe("return references", () => {
  it("draws a new reference when the first one is taken", async () => {
    const ctx = await createTestContext({ seed: false });
    try {
      const refs = ["RTN-AAAAAA", "RTN-AAAAAA", "RTN-BBBBBB"];
      const service = createReturnService({
        db: ctx.db,
        logger: ctx.logger,
        clock: ctx.clock,
        mail: ctx.mail,
        rateLimiter: ctx.rateLimiter,
        shop: { shopName: "Rebound", supportEmail: "support@example.com" },
        newReference: () => refs.shift()!,
      });
      await insertOrder(ctx.db, { number: valid.orderNumber, email: valid.email });
      const a = await service.submitReturnRequest(valid, { ip: "a" });
      const b = await service.submitReturnRequest(valid, { ip: "a" });
      expect([a.reference, b.reference]).toEqual(["RTN-AAAAAA", "RTN-BBBBBB"]);
      expect(await countRows(ctx.db, "return_requests")).toBe(2);
      // The failed attempt's e-mails were rolled back with it.
      expect(await countRows(ctx.db, "mail_outbox")).toBe(4);
    } finally {
      await ctx.dispose();
    }
  });
});
