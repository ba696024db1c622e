// The owner's previews of every customer e-mail (Settings), through the real pages: each listed by
// name with its subject; a preview draws the HTML in a sandboxed frame in the current brand, with
// the text part beside it; "Send me a test" queues that e-mail in the outbox to the staff member
// asking and no one else, marked as a test, at most 10 an hour; other roles get 403.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin, ADMIN } from "../tests/support/admin";
import { pageAppOptions } from "../tests/support/page-build";
import { STAFF } from "../tests/support/staff";
import { signInStaffAs } from "../tests/support/staff-role";
import { startTestServer, type TestServer } from "../tests/support/test-server";
import { EMAIL_SAMPLES } from "./email-samples";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  owner = await signInAdmin(s);
  manager = await signInStaffAs(s, "manager");
});
afterAll(() => s.close());

const decode = (s: string) =>
  s
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
const page = async (path: string, headers = owner) => {
  const res = await fetch(`${s.url}${path}`, { headers, redirect: "manual" });
  return { status: res.status, body: await res.text() };
};
const sendTest = (key: string, headers = owner) =>
  fetch(`${s.url}/admin/settings/emails/${key}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "send-test" }).toString(),
  });
const outbox = () => s.ctx.db.selectFrom("mail_outbox").select(["to", "subject", "html", "text"]).execute();

describe("the e-mail previews", () => {
  it("lists every customer e-mail by name with its subject, and Settings links to them", async () => {
    const { status, body } = await page("/admin/settings/emails");
    expect(status).toBe(200);
    const text = decode(body);
    for (const label of ["Sign-in code", "Order confirmation and tax invoice", "Shipped"])
      expect(text).toContain(label);
    for (const sample of EMAIL_SAMPLES) {
      expect(text).toContain(sample.label);
      expect(body).toContain(`href="/admin/settings/emails/${sample.key}"`);
    }
    expect(text).toContain("Your Rebound order RR-SAMPLE");
  });

  it("draws an e-mail in a sandboxed frame in the current brand, with its text part", async () => {
    await s.ctx.services.settings.emailLook.saveColour("#0f766e", STAFF);
    const { status, body } = await page("/admin/settings/emails/order-confirmation");
    expect(status).toBe(200);
    const frame = /<iframe\b([^>]*)>/.exec(body)?.[1] ?? "";
    expect(frame).toMatch(/\ssandbox=""/);
    const srcdoc = decode(/\ssrcdoc="([^"]*)"/i.exec(frame)?.[1] ?? "");
    expect(srcdoc).toMatch(/<h1[^>]*color:#0f766e/);
    expect(srcdoc).toContain("Recovery Blend");
    // The e-mail's markup appears nowhere outside the sandbox.
    expect(body.replace(/<iframe\b[^>]*>/g, "")).not.toMatch(/<h1[^>]*color:#0f766e/);
    expect(decode(body)).toMatch(/<pre[^>]*>[\s\S]*Recovery Blend[\s\S]*<\/pre>/);
  });

  it("says so when there is no such e-mail", async () => {
    expect((await page("/admin/settings/emails/no-such-mail")).status).toBe(404);
  });

  it("sends a test to the signed-in staff member only, through the outbox, marked as a test", async () => {
    const before = (await outbox()).length;
    const res = await sendTest("order-shipped");
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain(`Test sent to ${ADMIN.email}`);
    const rows = (await outbox()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to).toBe(ADMIN.email);
    expect(rows[0]!.subject).toMatch(/^\[Test\] /);
    expect(rows[0]!.html).toMatch(/color:#0f766e/);
  });

  it("allows 10 tests an hour, then says when to try again and sends nothing", async () => {
    for (let i = (await outbox()).filter((r) => r.subject.startsWith("[Test]")).length; i < 10; i++)
      expect((await sendTest("sign-in")).status).toBe(200);
    const before = (await outbox()).length;
    const res = await sendTest("sign-in");
    expect(res.status).toBe(429);
    expect(decode(await res.text())).toMatch(/You have sent 10 test e-mails this hour: try again in \d+ minutes?\./);
    expect((await outbox()).length).toBe(before);
  });

  it("refuses another role with 403, and sends nothing", async () => {
    expect((await page("/admin/settings/emails", manager)).status).toBe(403);
    expect((await page("/admin/settings/emails/sign-in", manager)).status).toBe(403);
    const before = (await outbox()).length;
    expect((await sendTest("sign-in", manager)).status).toBe(403);
    expect((await outbox()).length).toBe(before);
  });
});
