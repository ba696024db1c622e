import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, insertOrder, postJson, waitFor } from "../../../tests/support/customer-forms";
import { startSmtp } from "../../../tests/support/smtp";
import { createTestContext, startTestServer, type TestContext } from "../../../tests/support/test-server";
import { MAIL_RETRY, createMail, retryDelayMs } from "./mail";
import type { MailTransport } from "./mail-transport";

describe("mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it("delivers a contact form's acknowledgement and notification through a real SMTP server", async () => {
    const s = await startTestServer({
      seed: false,
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Rebound Shop <orders@shop.test>", SUPPORT_EMAIL: "help@shop.test" },
    });
    try {
      const res = await postJson(`${s.url}/api/contact`, {
        name: "Alex Chen",
        email: "alex@example.com",
        subject: "Shipping to Perth",
        message: "How long does express delivery take to Perth?",
      });
      expect(res.status).toBe(201);
      await waitFor(async () => smtp.received.length >= 2);
      const byTo = Object.fromEntries(smtp.received.map((m) => [m.to[0], m]));
      const ack = byTo["alex@example.com"]!;
      expect(ack.from).toBe("orders@shop.test");
      expect(ack.raw).toMatch(/^From: Rebound Shop <orders@shop\.test>$/m);
      expect(ack.raw).toMatch(/^Subject: We've received your message - Rebound$/m);
      expect(ack.raw).toMatch(/^Reply-To: help@shop\.test$/m);
      expect(ack.raw).toContain("How long does express delivery take to Perth?");
      expect(ack.raw).toMatch(/Content-Type: text\/html/);
      const notice = byTo["help@shop.test"]!;
      expect(notice.raw).toMatch(/^Subject: New contact message: Shipping to Perth$/m);
      expect(notice.raw).toMatch(/^Reply-To: alex@example\.com$/m);
      const rows = await waitFor(async () => {
        const r = await s.ctx.db.selectFrom("mail_outbox").selectAll().execute();
        return r.every((m) => m.status === "sent") && r;
      });
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r).toMatchObject({ attempts: 1, last_error: null, sent_at: expect.any(String) });
    } finally {
      await s.close();
    }
  });

  it("sends a message's extra headers (List-Unsubscribe on marketing e-mail) as stored in the outbox", async () => {
    const s = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url } });
    try {
      const before = smtp.received.length;
      await s.ctx.mail.enqueue({
        to: "fan@example.com",
        subject: "Your cart is still waiting",
        text: "Unsubscribe: https://shop.test/unsubscribe?t=abc",
        headers: {
          "List-Unsubscribe": "<https://shop.test/unsubscribe?t=abc>, <mailto:help@shop.test?subject=unsubscribe>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      await waitFor(async () => smtp.received.length > before);
      const raw = smtp.received.at(-1)!.raw;
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/shop\.test\/unsubscribe\?t=abc>,\s+<mailto:help@shop\.test\?subject=unsubscribe>$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await s.close();
    }
  });

  it("keeps the record and the queued e-mail when the SMTP server cannot be reached, then retries", async () => {
    const s = await startTestServer({ seed: false, env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      await insertOrder(s.ctx.db, { number: "RR-1", email: "kim@example.com" });
      const res = await postJson(`${s.url}/api/returns`, {
        orderNumber: "RR-1",
        email: "kim@example.com",
        reason: "other",
      });
      expect(res.status).toBe(201);
      expect(await countRows(s.ctx.db, "return_requests")).toBe(1);
      const rows = await waitFor(async () => {
        const r = await s.ctx.db.selectFrom("mail_outbox").selectAll().execute();
        return r.length === 2 && r.every((m) => m.status === "pending" && m.attempts === 1) && r;
      });
      for (const r of rows) {
        expect(r.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(r.next_attempt_at > r.created_at).toBe(true);
      }
    } finally {
      await s.close();
    }
  });
});

describe("the dispatcher", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx.dispose());

  it("retries with growing delays, sends once the transport recovers, and gives up after the last attempt", async () => {
    let now = new Date("2025-01-01T00:00:00.000Z");
    const clock = () => now;
    let failuresLeft = 2;
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(m) {
        if (failuresLeft-- > 0) throw new Error("421 try later");
        sent.push(m.to);
      },
    };
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock, config: ctx.config.mail, transport });
    expect(mail.mode).toBe("smtp");
    const id = await mail.enqueue({ to: "retry@example.com", subject: "Hi", text: "Hello" });
    await mail.close(); // waits for the pass the enqueue kicked off: the first failure
    const row = async () => ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: "pending", attempts: 1, last_error: "421 try later" });

    const again = createMail({ db: ctx.db, logger: ctx.logger, clock, config: ctx.config.mail, transport });
    expect(await again.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await again.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    now = new Date(now.getTime() + retryDelayMs(2));
    expect(await again.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row()).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(sent).toEqual(["retry@example.com"]);

    const broken: MailTransport = {
      async send() {
        throw new Error("550 no such user");
      },
    };
    const failing = createMail({ db: ctx.db, logger: ctx.logger, clock, config: ctx.config.mail, transport: broken });
    const id2 = await failing.enqueue({ to: "gone@example.com", subject: "Hi", text: "Hello" }, ctx.db);
    for (let i = 0; i < MAIL_RETRY.maxAttempts; i++) {
      await failing.dispatchDue();
      now = new Date(now.getTime() + MAIL_RETRY.maxDelayMs);
    }
    const last = await ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id2).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ status: "failed", attempts: MAIL_RETRY.maxAttempts, last_error: "550 no such user" });
    await failing.close();
    await again.close();
  });

  it("picks up a row whose sender died mid-send once its lease has run out", async () => {
    let now = new Date("2025-02-01T00:00:00.000Z");
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock: () => now, config: ctx.config.mail, transport });
    const id = await mail.enqueue({ to: "lease@example.com", subject: "Hi", text: "x" }, ctx.db);
    await ctx.db
      .updateTable("mail_outbox")
      .set({
        status: "sending",
        attempts: 1,
        next_attempt_at: new Date(now.getTime() + MAIL_RETRY.leaseMs).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    expect((await mail.dispatchDue()).sent).toBe(0);
    now = new Date(now.getTime() + MAIL_RETRY.leaseMs);
    expect((await mail.dispatchDue()).sent).toBe(1);
    expect(sent).toEqual(["lease@example.com"]);
    await mail.close();
  });

  it("makes a message's attachments when it sends it, keeping only their references in the outbox", async () => {
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m) };
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock: ctx.clock, config: ctx.config.mail, transport });
    const made: string[] = [];
    mail.registerAttachment("receipt", async (ref) => {
      made.push(ref);
      return {
        filename: `receipt-${ref}.pdf`,
        content: Buffer.from(`%PDF receipt ${ref}`),
        contentType: "application/pdf",
      };
    });
    const id = await mail.enqueue(
      { to: "attach@example.com", subject: "S", text: "T", attachments: [{ kind: "receipt", ref: "ord_42" }] },
      ctx.db,
    );
    const row = await ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.attachments!)).toEqual([{ kind: "receipt", ref: "ord_42" }]);
    expect(made).toEqual([]);

    expect((await mail.dispatchDue()).sent).toBe(1);
    expect(made).toEqual(["ord_42"]);
    expect(sent.at(-1)!.attachments).toEqual([
      { filename: "receipt-ord_42.pdf", content: Buffer.from("%PDF receipt ord_42"), contentType: "application/pdf" },
    ]);
    await mail.close();
  });

  it("does not send a message without an attachment it cannot make: the attempt fails and is retried", async () => {
    const now = new Date("2025-03-01T00:00:00.000Z");
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock: () => now, config: ctx.config.mail, transport });
    mail.registerAttachment("broken", async () => {
      throw new Error("order ord_1 not found");
    });
    const id = await mail.enqueue(
      { to: "unmade@example.com", subject: "S", text: "T", attachments: [{ kind: "broken", ref: "ord_1" }] },
      ctx.db,
    );
    expect(await mail.dispatchDue()).toMatchObject({ sent: 0, retrying: 1 });
    expect(sent).toEqual([]);
    const row = await ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "order ord_1 not found" });
    await mail.close();
  });

  it("keeps messages in the outbox, marked 'outbox', when no SMTP server is configured", async () => {
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock: ctx.clock, config: ctx.config.mail });
    expect(mail.mode).toBe("outbox");
    const id = await mail.enqueue({
      to: "x@example.com",
      subject: "S",
      text: "T",
      html: "<p>T</p>",
      replyTo: "r@x.com",
    });
    const row = await ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "outbox", to: "x@example.com", html: "<p>T</p>", reply_to: "r@x.com" });
    expect(await mail.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await mail.close();
  });

  it("commits an e-mail with the caller's transaction, or not at all", async () => {
    const mail = createMail({ db: ctx.db, logger: ctx.logger, clock: ctx.clock, config: ctx.config.mail });
    const before = await countRows(ctx.db, "mail_outbox");
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await mail.enqueue({ to: "rollback@example.com", subject: "S", text: "T" }, trx);
        throw new Error("the caller's write failed");
      }),
    ).rejects.toThrow("the caller's write failed");
    expect(await countRows(ctx.db, "mail_outbox")).toBe(before);
    await mail.close();
  });
});
