import { describe, expect, it } from "vitest";
import { renderEmailHtml, renderEmailText } from "./html";

const SIGN_IN = `https://shop.example.com.au/account/sign-in/link?t=${"a1B2".repeat(40)}`;

describe("e-mail HTML", () => {
  it("makes every address in a paragraph a link that breaks across lines rather than overflowing", () => {
    const html = renderEmailHtml({
      shopName: "Rebound",
      heading: "Sign in",
      blocks: [{ kind: "p", text: `Open this link to sign in: ${SIGN_IN}` }],
    });
    expect(html).toContain(`Open this link to sign in: <a href="${SIGN_IN}"`);
    expect(html).toMatch(/<a href="[^"]+" style="[^"]*overflow-wrap:anywhere[^"]*word-break:break-all/);
    expect(html).toContain(`>${SIGN_IN}</a>`);
  });

  it("escapes what surrounds an address, and keeps a sentence's full stop out of the link", () => {
    const html = renderEmailHtml({
      shopName: "Rebound",
      heading: "x",
      blocks: [{ kind: "p", text: `<b>Hi</b> see https://shop.example.com.au/contact.` }],
    });
    expect(html).toContain('&#60;b&#62;Hi&#60;/b&#62; see <a href="https://shop.example.com.au/contact"');
    expect(html).toContain("https://shop.example.com.au/contact</a>.");
  });

  it("names a place in words and links it; the text part gives the address after it", () => {
    const block = {
      kind: "p" as const,
      text: "Change flavours in your account, under",
      link: { label: "Subscriptions", url: "https://shop.example.com.au/account/subscriptions" },
    };
    const html = renderEmailHtml({ shopName: "Rebound", heading: "x", blocks: [block] });
    expect(html).toContain(
      'Change flavours in your account, under <a href="https://shop.example.com.au/account/subscriptions"',
    );
    expect(html).toContain(">Subscriptions</a>.</p>");
    expect(renderEmailText({ heading: "x", blocks: [block] })).toContain(
      "Change flavours in your account, under Subscriptions: https://shop.example.com.au/account/subscriptions",
    );
  });
});
