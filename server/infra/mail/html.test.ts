import { describe, expect, it } from "vitest";
import { plainBrand, type EmailBrand } from "./email-brand";
import { renderEmailHtml, renderEmailText } from "./html";

const SIGN_IN = `https://shop.example.com.au/account/sign-in/link?t=${"a1B2".repeat(40)}`;
const BRAND: EmailBrand = {
  shopName: "Rebound Nutrition",
  publicUrl: "https://shop.example.com.au",
  logoUrl: "https://shop.example.com.au/brand/logo/0123456789abcdef.png",
  colour: "#0f766e",
  footer: {
    legalName: "Rebound Nutrition Pty Ltd",
    address: "12 Smith St\nFitzroy VIC 3065",
    abn: "51 824 753 556",
    supportEmail: "help@shop.example.com.au",
    supportPhone: "03 9000 0000",
  },
};
const html = (blocks: Parameters<typeof renderEmailHtml>[0]["blocks"], brand?: EmailBrand) =>
  renderEmailHtml({ shopName: "Rebound", heading: "Hello", blocks })(brand);

describe("e-mail HTML", () => {
  it("makes every address in a paragraph a link that breaks across lines rather than overflowing", async () => {
    const out = await html([{ kind: "p", text: `Open this link to sign in: ${SIGN_IN}` }]);
    expect(out).toContain(`Open this link to sign in: <a href="${SIGN_IN}"`);
    expect(out).toMatch(/<a [^>]*href="[^"]+"[^>]*style="[^"]*overflow-wrap:anywhere;word-break:break-all/);
    expect(out).toContain(`>${SIGN_IN}</a>`);
  });

  it("escapes what surrounds an address, and keeps a sentence's full stop out of the link", async () => {
    const out = await html([{ kind: "p", text: `<b>Hi</b> see https://shop.example.com.au/contact.` }]);
    expect(out).not.toContain("<b>Hi</b>");
    expect(out).toContain("&lt;b&gt;Hi&lt;/b&gt; see <a");
    expect(out).toContain("https://shop.example.com.au/contact</a>.");
  });

  it("names a place in words and links it; the text part gives the address after it", async () => {
    const block = {
      kind: "p" as const,
      text: "Change flavours in your account, under",
      link: { label: "Subscriptions", url: "https://shop.example.com.au/account/subscriptions" },
    };
    const out = await html([block]);
    expect(out).toMatch(
      /Change flavours in your account, under <a href="https:\/\/shop.example.com.au\/account\/subscriptions"/,
    );
    expect(out).toMatch(/>Subscriptions<\/a>\.<\/p>/);
    expect(renderEmailText({ heading: "x", blocks: [block] })).toContain(
      "Change flavours in your account, under Subscriptions: https://shop.example.com.au/account/subscriptions",
    );
  });

  it("draws a paragraph's call to action as a button in the brand colour, its address in the text part", async () => {
    const block = {
      kind: "p" as const,
      text: "Pay for this delivery, or use another card.",
      action: { label: "Pay now", url: "https://shop.example.com.au/pay/abc" },
    };
    const out = await html([block], BRAND);
    expect(out).toMatch(
      /<a href="https:\/\/shop.example.com.au\/pay\/abc"[^>]*style="[^"]*background:#0f766e[^"]*"[^>]*>/,
    );
    expect(out).toContain("Pay now");
    expect(renderEmailText({ heading: "x", blocks: [block] })).toContain(
      "Pay now: https://shop.example.com.au/pay/abc",
    );
  });

  it("shows the logo by its absolute address, the heading in the brand colour, and the seller in the footer", async () => {
    const out = await html([{ kind: "p", text: "Hi" }], BRAND);
    expect(out).toMatch(
      /<img [^>]*alt="Rebound Nutrition"[^>]*src="https:\/\/shop.example.com.au\/brand\/logo\/0123456789abcdef.png"|<img [^>]*src="https:\/\/shop.example.com.au\/brand\/logo\/0123456789abcdef.png"/,
    );
    expect(out).toMatch(/<h1[^>]*style="[^"]*color:#0f766e/);
    expect(out).toContain("Rebound Nutrition Pty Ltd · ABN 51 824 753 556");
    expect(out).toContain("Fitzroy VIC 3065");
    expect(out).toContain('href="mailto:help@shop.example.com.au"');
    expect(out).toContain('href="https://shop.example.com.au/contact"');
  });

  it("falls back to the shop's name in the brand colour when there is no logo", async () => {
    const out = await html([{ kind: "p", text: "Hi" }], { ...BRAND, logoUrl: null });
    expect(out).not.toContain("<img");
    expect(out).toMatch(/<p[^>]*style="[^"]*color:#0f766e[^"]*"[^>]*>Rebound Nutrition<\/p>/);
  });

  it("declares both colour schemes and keeps every box's colours set, so dark mode stays readable", async () => {
    const out = await html([{ kind: "p", text: "Hi" }], plainBrand("Rebound"));
    expect(out).toContain('<meta name="color-scheme" content="light dark"');
    expect(out).toContain("prefers-color-scheme:dark");
    expect(out).toMatch(/class="rb-card"[^>]*style="[^"]*background:#ffffff/);
  });

  it("lists an order's lines with their pictures and the summary rows below them", async () => {
    const out = await html([
      {
        kind: "items",
        lines: [
          {
            name: "Whey",
            detail: "Vanilla",
            quantity: 2,
            amount: "$99.80",
            imageUrl: "https://shop.example.com.au/p/whey.webp",
          },
        ],
        summary: [{ key: "total", label: "Total", text: "$99.80", strong: true }],
      },
    ]);
    expect(out).toContain('src="https://shop.example.com.au/p/whey.webp"');
    expect(out).toMatch(/data-summary-row="total"/);
    expect(out).toContain("$99.80");
  });
});
