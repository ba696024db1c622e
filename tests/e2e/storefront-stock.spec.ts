// Stock on the storefront: a sold-out flavour is marked and cannot be chosen, a
// product with nothing left says 'Sold out', the drawer warns about a line it cannot fill,
// and an open tab hears of stock changes without a reload.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { card, gotoHome } from "./storefront-helpers";
import { FLAVOURS, setStock } from "./stock-helpers";

test.describe("stock on the storefront", () => {
  // Every flavour in stock to begin with, whatever earlier specs left (a quarantined lot takes its
  // tubs away), and plenty again after, so the rest of the run sells as before.
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
    for (const f of FLAVOURS) await setStock(page, f, 1000);
  });
  test.afterEach(async ({ page }) => {
    for (const f of FLAVOURS) await setStock(page, f, 1000);
  });

  test("a sold-out flavour says 'Sold out' and cannot be chosen", async ({ page }) => {
    await setStock(page, "Pineapple Punch", 0);
    await gotoHome(page);
    const basic = card(page, "Basic Recovery Pack");
    await basic.getByRole("button", { name: /^Flavour/ }).click();
    const pineapple = basic.getByRole("option", { name: /Pineapple Punch/ });
    await expect(pineapple).toContainText("Sold out");
    await expect(pineapple).toHaveAttribute("aria-disabled", "true");
    // Clicked anyway (Playwright would wait for an aria-disabled option to become enabled).
    await pineapple.click({ force: true });
    await expect(basic.getByRole("button", { name: /^Flavour/ })).not.toContainText("Pineapple Punch");
    // By keyboard too: Enter on the sold-out option picks nothing.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(basic.getByRole("button", { name: /^Flavour/ })).not.toContainText("Pineapple Punch");
    await page.keyboard.press("Escape");

    const triple = card(page, "Triple Threat Recovery");
    await triple.getByRole("button", { name: /^Flavor 3/ }).click();
    await expect(triple.getByRole("option", { name: /Pineapple Punch/ })).toHaveAttribute("aria-disabled", "true");
    await triple.getByRole("option", { name: /Orange Crush/ }).click();
    await expect(triple.getByRole("button", { name: /^Flavor 3/ })).toContainText("Orange Crush");
    await expect(triple.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("a pack with a sold-out flavour keeps its mix, says so on the card and page, and waits for a choice", async ({
    page,
  }) => {
    await setStock(page, "Pineapple Punch", 0);
    await gotoHome(page);
    const notice = "Pineapple Punch is sold out, so this pack can't be made as described right now";
    const triple = card(page, "Triple Threat Recovery");
    await expect(triple.getByTestId("flavour-notice")).toHaveText(notice);
    // The described mix, not a silent Lemon / Orange / Lemon: the closed picker says 'Sold out'.
    await expect(triple.getByRole("button", { name: /^Flavor 1/ })).toContainText("Lemon Squash");
    await expect(triple.getByRole("button", { name: /^Flavor 2/ })).toContainText("Orange Crush");
    await expect(triple.getByRole("button", { name: /^Flavor 3/ })).toContainText("Pineapple Punch(Sold out)");
    await expect(triple.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(card(page, "Dynamic Duo Recovery").getByTestId("flavour-notice")).toHaveText(
      "Pineapple Punch is sold out",
    );
    await expect(card(page, "Basic Recovery Pack").getByTestId("flavour-notice")).toHaveText(
      "Pineapple Punch is sold out",
    );
    expect((await axe(page).include("#products").analyze()).violations).toEqual([]);

    await page.goto("/products/triple-threat");
    await expect(page.getByTestId("flavour-notice")).toHaveText(notice);
    await expect(page.getByRole("button", { name: /^Flavor 3/ })).toContainText("Pineapple Punch(Sold out)");
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: /^Flavor 3/ }).click();
    await page.getByRole("option", { name: /Lemon Squash/ }).click();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(page.getByTestId("stock-notice")).toBeEmpty();
  });

  test("when everything sells out, an open tab shows 'Sold out' and the drawer warns", async ({ page, request }) => {
    // A visitor without a session gets the cached product page (its JSON-LD): it must not outlive the change.
    expect(await (await request.get("/products/one-and-done")).text()).toContain("https://schema.org/InStock");
    await gotoHome(page);
    const basic = card(page, "Basic Recovery Pack");
    await basic.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("line-stock-warning")).toHaveCount(0);

    for (const f of FLAVOURS) await setStock(page, f, 0);
    // No reload: the change arrives over /api/events.
    await expect(page.getByTestId("line-stock-warning")).toHaveText(
      "Lemon Squash is sold out: remove this line or choose another flavour",
    );
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect(basic.getByRole("button", { name: "Sold out", exact: true })).toBeDisabled();
    await expect(basic.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);

    const html = await (await request.get("/products/one-and-done")).text();
    expect(html).toContain("https://schema.org/OutOfStock");
    expect(html).not.toContain("https://schema.org/InStock");
  });
});
