// The Brand section of the Settings screen, through the real pages and as a plain form post: the
// owner uploads a logo and picks a colour (saved, shown, used by the next e-mail); each bad input
// is refused beside its field with nothing saved; the logo can be removed; other roles get 403.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BRAND_COLOUR_MESSAGES } from "../../../core/brand";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { signInStaffAs } from "../../../tests/support/staff-role";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { LOGO_MESSAGES } from "./email-look";

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

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's error as the page shows it: the message in the element the field names. */
const fieldError = (id: string, message: string) =>
  new RegExp(`id="${id}-error"[^>]*>(?:<svg[\\s\\S]*?</svg>)?${escaped(message)}</p>`);
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

/** The form as a browser without scripts sends it: multipart, to the page itself. */
function post(fields: Record<string, string>, headers: Record<string, string>, logo?: { bytes: Buffer; name: string }) {
  const body = new FormData();
  body.set("intent", "brand");
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set("logo", logo ? new File([new Uint8Array(logo.bytes)], logo.name) : new File([], ""));
  return fetch(`${s.url}/admin/settings`, { method: "POST", redirect: "manual", headers, body });
}
const stored = async () => ({
  brand: (await s.ctx.db.selectFrom("settings").select("value").where("key", "=", "email_brand").executeTakeFirst())
    ?.value,
  logo: (await s.ctx.db.selectFrom("settings").select("value").where("key", "=", "email_logo").executeTakeFirst())
    ?.value,
});

describe("the Brand section", () => {
  it("shows the owner that e-mails show the trading name while there is no logo, and the colour", async () => {
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toContain("No logo: e-mails show your trading name");
    expect(page).toMatch(/<input[^>]*type="color"/);
    expect(page).toMatch(/<label[^>]*for="brand-colour"/);
    expect(page).toContain('href="/admin/settings/emails"');
  });

  it("saves the owner's logo and colour together, shows them, and the next e-mail uses them", async () => {
    const res = await post({ colour: "#0F766E" }, owner, { bytes: PNG, name: "logo.png" });
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain("Brand saved");
    const look = s.ctx.services.settings.emailLook.current();
    expect(look.colour).toBe("#0f766e");
    expect(look.logo?.type).toBe("image/png");
    const src = s.ctx.services.settings.emailLook.logoPath()!;
    const again = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(again).toContain(`src="${src}"`);
    expect(again).toMatch(/value="#0f766e"/);
    expect(again).not.toContain("No logo: e-mails show your trading name");
    const served = await fetch(`${s.url}${src}`);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it.each([
    [
      "not an image",
      { bytes: Buffer.from("just some words, not a picture"), name: "logo.png" },
      LOGO_MESSAGES.notImage,
    ],
    ["over 1 MB", { bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), name: "big.png" }, LOGO_MESSAGES.tooBig],
    [
      "an SVG with a script",
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: "l.svg" },
      LOGO_MESSAGES.unsafeSvg,
    ],
  ])(
    "refuses a logo that is %s beside its field, and saves neither it nor the colour",
    async (_what, logo, message) => {
      const before = await stored();
      const res = await post({ colour: "#1d4ed8" }, owner, logo);
      expect(res.status).toBe(400);
      const page = await html(res);
      expect(page).toMatch(fieldError("brand-logo", message));
      expect(await stored()).toEqual(before);
    },
  );

  it("refuses a colour too light to read, beside its field, and saves nothing", async () => {
    const before = await stored();
    const res = await post({ colour: "#fde047" }, owner, { bytes: PNG, name: "other.png" });
    expect(res.status).toBe(400);
    expect(await html(res)).toMatch(fieldError("brand-colour", BRAND_COLOUR_MESSAGES.contrast));
    expect(await stored()).toEqual(before);
  });

  it("removes the logo, and e-mails go back to the trading name", async () => {
    const res = await post({ colour: "#0f766e", logoAction: "remove" }, owner);
    expect(res.status).toBe(200);
    expect(await html(res)).toContain("Logo removed");
    expect(s.ctx.services.settings.emailLook.current().logo).toBeNull();
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toContain("No logo: e-mails show your trading name");
  });

  it("refuses another role with 403, and saves nothing", async () => {
    const before = await stored();
    const res = await post({ colour: "#1d4ed8" }, manager, { bytes: PNG, name: "logo.png" });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
