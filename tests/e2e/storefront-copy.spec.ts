// One voice in the shop's copy: Australian spelling and one word for the product's
// container ('tub'), except the labels docs/spec.md gives word for word.
import type { Page } from "@playwright/test";
import { FREE_SHIPPING_HINT } from "../../core/constants";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { card, gotoHome } from "./storefront-helpers";

const SPEC_LABELS = [
  /Select \d Flavors/g,
  /Flavor \d/g,
  new RegExp(FREE_SHIPPING_HINT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"),
];
const OFF_VOICE = /bottle|flavor|\bcolor|\bjars?\b|\bcontainers?\b/gi;

/** Everything a shopper reads or hears: text (closed accordions too), labels, alt texts, title and meta. */
async function shopperCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("script, style").forEach((el) => el.remove());
    body.querySelectorAll("*").forEach((el) => el.append(" "));
    const attrs = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap((el) =>
      ["aria-label", "alt", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""),
    );
    const meta = [...document.querySelectorAll<HTMLMetaElement>("meta[content]")].map((m) => m.content);
    return [document.title, body.textContent, ...attrs, ...meta].join("\n");
  });
}

function offVoice(copy: string): string[] {
  const rest = SPEC_LABELS.reduce((text, re) => text.replace(re, ""), copy);
  return [...rest.matchAll(OFF_VOICE)].map((m) => rest.slice(Math.max(0, m.index - 40), m.index + 40));
}

test("the storefront copy says 'tub' and 'flavour' except in the spec's own labels", ONE_WIDTH, async ({ page }) => {
  await gotoHome(page);
  await card(page, "Basic Recovery Pack").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  expect(offVoice(await shopperCopy(page)), "/").toEqual([]);
  const paths = ["/about", "/faqs", "/fap", "/contact", "/terms", "/privacy", "/returns", "/return-form"];
  for (const path of [...paths, "/disclaimer", "/cancel", "/success"]) {
    await page.goto(path);
    expect(offVoice(await shopperCopy(page)), path).toEqual([]);
  }
});
