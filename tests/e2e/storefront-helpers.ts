import type { Locator, Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

/** Opens the home page and waits for the start-up overlay to go. */
export async function gotoHome(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
}

/**
 * The flavours a drawn tub picture shows, in the order drawn, once it has loaded: its address
 * names them (core/tub-art.ts), and the server draws what the address names.
 */
export function drawnFlavours(img: Locator): Promise<string[]> {
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    return new URL(el.src).searchParams.getAll("f");
  });
}

export function card(page: Page, name: string) {
  return page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name }) });
}

export async function closeDrawer(page: Page) {
  await page.getByRole("button", { name: "Close cart" }).click();
  await expect(page.getByTestId("cart-drawer")).toBeHidden();
}

/** Fills the test payment page (/pay/…): a Fitzroy VIC 3065 address and the given card. */
export async function fillPaymentForm(
  page: Page,
  cardNumber: string,
  who = { email: "jo@example.com", name: "Jo Shopper" },
) {
  // The payment page is often reached by a redirect rather than page.goto.
  await hydrated(page);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Full name").fill(who.name);
  await page.getByLabel("Address", { exact: true }).fill("12 Example Street");
  await page.getByLabel("Suburb").fill("Fitzroy");
  await page.getByLabel("State").selectOption("VIC");
  await page.getByLabel("Postcode").fill("3065");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill(who.name);
}
