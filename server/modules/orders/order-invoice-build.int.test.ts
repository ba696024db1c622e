// The production build (node build/app/main.js, the server bundled by esbuild) makes the tax
// invoice PDF: pdfkit's font metrics are read from its package at run time, which only the
// real build shows. A paid order's confirmation reaches a local SMTP server with the PDF attached.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { startShopProcess, type ShopProcess } from "../../../scripts/support/shop-process";
import { FORM, form } from "../../../tests/support/customer";
import { waitFor } from "../../../tests/support/customer-forms";
import { pdfText } from "../../../tests/support/pdf";
import { startSmtp } from "../../../tests/support/smtp";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { freshDatabase } from "../../../tests/support/test-server";

// It starts the built server as a process of its own and waits for its e-mail: about 7 s alone,
// and past the integration tests' 20 s once beside the browser suite on two cores.
vi.setConfig({ testTimeout: 60_000 });

let shop: ShopProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let dropDb: (() => Promise<void>) | undefined;
afterAll(async () => {
  await shop?.stop();
  await smtp?.close();
  await dropDb?.();
});

it("renders the tax invoice PDF and attaches it to the confirmation e-mail", async () => {
  const db = await freshDatabase(mkdtempSync(path.join(tmpdir(), "shop-pdf-")));
  dropDb = db.drop;
  smtp = await startSmtp();
  shop = await startShopProcess({ DATABASE_URL: db.url, SMTP_URL: smtp.url, SELLER_ABN: "51 824 753 556" });
  const { url } = shop;
  const checkout = await fetch(`${url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] }),
  });
  expect(checkout.status).toBe(200);
  const sessionId = ((await checkout.json()) as { url: string }).url.split("/").pop()!;
  const email = "built-pdf@example.com";
  const paid = await fetch(`${url}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: url },
    body: form({ ...GOOD_PAYMENT_FORM, email }),
  });
  expect(paid.status).toBe(302);

  const mail = await waitFor(async () => smtp!.received.find((m) => m.to.includes(email)), 45_000);
  const part = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /Content-Type: application\/pdf/i.test(p));
  expect(part, shop.output.join("\n")).toBeDefined();
  const body = part!.split(/\r?\n\r?\n/)[1]!.replace(/\r?\n--[\s\S]*$/, "");
  const text = pdfText(Buffer.from(body, "base64"));
  expect(text).toContain("Tax invoice");
  expect(text).toContain("ABN 51 824 753 556");
  expect(text).toContain("Orange Crush");
});
