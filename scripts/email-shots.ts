// Screenshots of customer e-mails as a phone (375 px) and a desktop mail pane (600 px) draw them,
// in light and dark mode, from the same samples the e-mail test renders: for looking at the
// frame after a change. `npx tsx scripts/email-shots.ts [out-dir] [sample keys…]`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { Seller } from "../core/store-details";
import { EMAIL_SAMPLES, renderSample } from "../server/email-samples";
import type { EmailBrand } from "../server/infra/mail/email-brand";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";

const [out = "email-shots", ...keys] = process.argv.slice(2);
const wanted = keys.length > 0 ? keys : ["sign-in", "order-confirmation", "order-shipped", "renewal-failed"];
// A sample seller: the frame's footer as a registered business shows it.
const seller: Seller = {
  name: "Rebound Recovery Pty Ltd",
  abn: "51 824 753 556",
  shopName: "Rebound",
  publicUrl: "https://shop.example.com.au",
  timeZone: "Australia/Sydney",
  tradingName: "Rebound",
  address: "12 Smith St, Fitzroy VIC 3065",
  supportEmail: "support@example.com",
  supportPhone: "03 9000 0000",
  gstRegistered: true,
  document: "tax-invoice",
};
const brand: EmailBrand = {
  shopName: seller.shopName,
  publicUrl: seller.publicUrl,
  logoUrl: null,
  colour: "#7e22ce",
  footer: {
    legalName: seller.name,
    address: seller.address,
    abn: seller.abn,
    supportEmail: seller.supportEmail,
    supportPhone: seller.supportPhone,
  },
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const key of wanted) {
    const sample = EMAIL_SAMPLES.find((s) => s.key === key);
    if (!sample) throw new Error(`no e-mail sample named ${key}`);
    const mail = await renderSample(sample, seller, brand, "alex@example.com");
    const file = path.resolve(out, `${key}.html`);
    writeFileSync(file, mail.html);
    for (const width of [375, 600]) {
      for (const scheme of ["light", "dark"] as const) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
        await page.goto(`file://${file}`);
        await page.screenshot({ path: path.join(out, `${key}-${width}-${scheme}.png`), fullPage: true });
        await page.close();
      }
    }
    console.log(`${key}: ${Buffer.byteLength(mail.html)} bytes`);
  }
} finally {
  await browser.close();
}
