import { describe, expect, it } from "vitest";
import { testSeller } from "../tests/support/seller";
import { EMAIL_SAMPLES, renderSample } from "./email-samples";
import type { EmailBrand } from "./infra/mail/email-brand";

const seller = testSeller({ address: "12 Smith St, Fitzroy VIC 3065", supportPhone: "03 9000 0000" });
const brand: EmailBrand = {
  shopName: "Rebound",
  publicUrl: seller.publicUrl,
  logoUrl: `${seller.publicUrl}/brand/logo/0123456789abcdef.png`,
  colour: "#0f766e",
  footer: {
    legalName: seller.name,
    address: seller.address,
    abn: seller.abn,
    supportEmail: seller.supportEmail,
    supportPhone: seller.supportPhone,
  },
};

const anchors = (html: string) => [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)];
const hrefOf = (attrs: string) => /\shref="([^"]*)"/.exec(attrs)?.[1] ?? "";

describe.each(EMAIL_SAMPLES.map((s) => [s.label, s] as const))("the %s e-mail", (_label, sample) => {
  it("is under 102 KB, in the shop's frame, with a text part", async () => {
    const mail = await renderSample(sample, seller, brand, "alex@example.com");
    expect(Buffer.byteLength(mail.html)).toBeLessThan(102 * 1024);
    expect(mail.html).toContain(brand.logoUrl!);
    expect(mail.html).toContain("ABN 51 824 753 556");
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
    expect(mail.text.trim().length).toBeGreaterThan(20);
  });

  it("links only to absolute addresses, each inside an <a>, and never shows an address where a label exists", async () => {
    const mail = await renderSample(sample, seller, brand, "alex@example.com");
    for (const [, attrs = ""] of anchors(mail.html)) expect(hrefOf(attrs)).toMatch(/^(https?:\/\/|mailto:|tel:)/);
    for (const [, src] of mail.html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)) expect(src).toMatch(/^https?:\/\//);
    // Outside the anchors no address is left as plain text: every one a reader sees is clickable.
    const outside = mail.html.replace(/<a\b[\s\S]*?<\/a>/g, "").replace(/<[^>]+>/g, " ");
    expect(outside).not.toMatch(/https?:\/\//);
    // A button or named link shows its label; an address as link text only where the text had no label.
    for (const [, attrs = "", body = ""] of anchors(mail.html)) {
      if (/background:/.test(attrs)) expect(body).not.toMatch(/https?:\/\//);
    }
  });
});
