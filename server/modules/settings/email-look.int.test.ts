// The e-mail brand in Settings: a colour saved when it reads on white and refused with one
// sentence otherwise; a logo saved when it is a real image of at most 1 MB, served from a cached
// public address and shown in the next e-mail; each change audited. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { BRAND_COLOUR_MESSAGES } from "../../../core/brand";
import { signInMail } from "../accounts/sign-in.emails";
import { LOGO_MESSAGES } from "./email-look";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const look = () => s.ctx.services.settings.emailLook;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    return (err as { message: string; details?: Record<string, string> }).details?.colour ?? (err as Error).message;
  }
  throw new Error("expected a refusal");
};
const brandRow = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "email_brand").executeTakeFirst();

describe("the e-mail brand colour", () => {
  it("is saved, normalised, audited and used by the next e-mail", async () => {
    await look().saveColour("#0F766E", STAFF);
    expect(look().current().colour).toBe("#0f766e");
    const [entry] = await auditEntries(s.ctx, "setting.update");
    expect(entry!.entityId).toBe("email_brand");
    await s.ctx.mail.enqueue(
      signInMail({ to: "brand@example.com", code: "123456", link: `${s.url}/x`, shopName: "Rebound" }),
    );
    const row = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("html")
      .where("to", "=", "brand@example.com")
      .executeTakeFirstOrThrow();
    expect(row.html).toMatch(/<h1[^>]*color:#0f766e/);
  });

  it.each([
    ["#fde047", BRAND_COLOUR_MESSAGES.contrast],
    ["#ffffff", BRAND_COLOUR_MESSAGES.contrast],
    ["purple", BRAND_COLOUR_MESSAGES.format],
    ["#12345", BRAND_COLOUR_MESSAGES.format],
  ])("refuses %s with one sentence and changes nothing", async (colour, message) => {
    const before = await brandRow();
    expect(await refusal(look().saveColour(colour, STAFF))).toBe(message);
    expect(await brandRow()).toEqual(before);
  });
});

describe("the e-mail logo", () => {
  it("is saved, served from a cached public address by its version, and shown in the next e-mail", async () => {
    const saved = await look().saveLogo(PNG, STAFF);
    expect(saved.logo).toMatchObject({ type: "image/png", bytes: PNG.length });
    const url = look().brandFor(s.ctx.services.settings.storeDetails.seller).logoUrl!;
    expect(url).toMatch(/^https?:\/\/.+\/brand\/logo\/[a-f0-9]{16}\.png$/);
    const res = await fetch(`${s.url}${new URL(url).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    await s.ctx.mail.enqueue(
      signInMail({ to: "logo@example.com", code: "123456", link: `${s.url}/x`, shopName: "Rebound" }),
    );
    const row = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("html")
      .where("to", "=", "logo@example.com")
      .executeTakeFirstOrThrow();
    expect(row.html).toContain(`src="${url}"`);
    // The audit names the new logo, never its bytes.
    const [entry] = await auditEntries(s.ctx, "setting.update");
    expect(JSON.stringify(entry)).not.toContain(PNG.toString("base64").slice(0, 40));
  });

  it.each([
    ["a text file", Buffer.from("hello, not an image"), LOGO_MESSAGES.notImage],
    ["an image over 1 MB", Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), LOGO_MESSAGES.tooBig],
    [
      "an SVG with a script",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      LOGO_MESSAGES.unsafeSvg,
    ],
    ["nothing", Buffer.alloc(0), LOGO_MESSAGES.missing],
  ])("refuses %s with one sentence and keeps the logo it had", async (_what, bytes, message) => {
    const before = look().current().logo;
    expect(await refusal(look().saveLogo(bytes, STAFF))).toBe(message);
    expect(look().current().logo).toEqual(before);
  });

  it("an unknown version is not found", async () => {
    expect((await fetch(`${s.url}/brand/logo/0000000000000000.png`)).status).toBe(404);
  });
});
