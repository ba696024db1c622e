import { SAMPLE_PRODUCTS } from "../../core/sample-products";
import { gotoHome } from "./storefront-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { openDashboard, tile } from "./admin-helpers";

const names = SAMPLE_PRODUCTS.map((p) => p.name);

test(
  "'Migrate Products' says what it will add, adds drafts drawn as their flavour's tub, and only once",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await openDashboard(page);
    const before = await page.getByTestId("admin-product-tile").count();
    const migrate = page.getByRole("button", { name: "Migrate Products" });

    // Declining the question adds nothing.
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await migrate.click();
    await expect.poll(() => asked).toContain("as drafts");
    for (const name of names) expect(asked).toContain(name);
    await expect(page.getByTestId("admin-product-tile")).toHaveCount(before);

    page.once("dialog", (d) => void d.accept());
    await migrate.click();
    await expect(page.getByText("Products migrated to the provider successfully")).toBeVisible();
    await expect(page.getByTestId("admin-product-tile")).toHaveCount(before + names.length);
    for (const name of names) {
      await expect(tile(page, name).getByText("draft", { exact: true })).toBeVisible();
      // The drawn tub, not an image file that is missing (the fixture fails on its 404).
      const art = tile(page, name).getByRole("img", { name });
      await expect(art).toBeVisible();
      expect(await art.getAttribute("src")).toMatch(/^\/art\/tub\.svg\?/);
      expect(await art.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth))).toBeGreaterThan(0);
    }
    await page.screenshot({ path: `/tmp/defects-shots/migrate-${testInfo.project.name}.png`, fullPage: true });

    // Nothing left to add: no question, no request.
    let askedAgain = 0;
    page.on("dialog", (d) => {
      askedAgain += 1;
      void d.dismiss();
    });
    await migrate.click();
    await expect(page.getByText("The sample products are already in your catalogue.")).toBeVisible();
    expect(askedAgain).toBe(0);

    // Drafts stay off the shop.
    const store = await page.context().newPage();
    await gotoHome(store);
    for (const name of names) await expect(store.getByRole("heading", { name })).toHaveCount(0);

    for (const p of SAMPLE_PRODUCTS) {
      expect((await page.request.delete(`/api/admin/products/${p.id}`)).status()).toBe(204);
    }
  },
);
