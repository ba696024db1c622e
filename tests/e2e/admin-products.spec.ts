import { card, gotoHome } from "./storefront-helpers";
import { expect, test } from "./fixtures";
import { E2E_ADMIN, adminTab, openAdminScreen, openDashboard, signInByApi, tile, tileIds } from "./admin-helpers";

test.describe("sign-in", () => {
  // A refused sign-in is a 401 response, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("an admin signs in on the login page and signs out again", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle("Admin Login | Rebound");

    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not the password!");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Sign-in lands on the Overview.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(adminTab(page, "Overview")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "View Store", includeHidden: true })).toHaveAttribute("href", "/");

    await openAdminScreen(page, "Video Manager");
    await expect(page.getByRole("heading", { name: "Video Management" })).toBeVisible();
    await openAdminScreen(page, "Products");

    // On a phone, Logout is in the menu with the rest of the navigation.
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  });
});

test("a product created in the admin appears on an open storefront tab, leaves it as a draft, and is deleted", async ({
  page,
  context,
}, testInfo) => {
  const name = `E2E Berry Blast ${testInfo.project.name}`;
  const store = await context.newPage();
  await gotoHome(store);
  await store.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await openDashboard(page);
  await page.getByRole("link", { name: "Add New Product" }).click();
  const form = page.getByRole("form", { name: "Add product" });
  await expect(form.getByLabel("ID")).toHaveValue(/^new-product-/);
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Price (cents)").fill("55.5");
  await form.getByRole("button", { name: "Save Product" }).click();
  await expect(form.getByText("Price must be a whole number of cents")).toBeVisible();
  await form.getByLabel("Price (cents)").fill("5555");
  // The preview follows the form.
  await expect(page.getByTestId("product-preview").getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("product-preview").getByText("$55.55")).toBeVisible();
  await expect(page.getByTestId("product-preview").getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await form.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByTestId("flash")).toHaveText("Product saved successfully");
  await expect(tile(page, name)).toBeVisible();

  // The open storefront tab shows it, without a reload.
  await expect(card(store, name)).toBeVisible();
  await expect(card(store, name)).toContainText("$55.55");
  expect(await store.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Draft: gone from the storefront, still in the admin.
  await tile(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole("form", { name: "Edit product" });
  await expect(edit.getByLabel("ID")).toBeDisabled();
  await edit.getByLabel("Status").selectOption("draft");
  await edit.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByTestId("flash")).toHaveText("Product saved successfully");
  await expect(tile(page, name)).toContainText("draft");
  await expect(card(store, name)).toHaveCount(0);

  // Delete, after the spec's confirmation.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this product? This action cannot be undone.");
    void dialog.accept();
  });
  await tile(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await expect(page.getByTestId("flash")).toHaveText("Product deleted successfully");
  await expect(tile(page, name)).toHaveCount(0);
  expect(await store.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("products reorder by drag and by keyboard; Cancel restores, Save Changes persists", async ({ page }) => {
  await openDashboard(page);
  const original = await tileIds(page);
  expect(original.length).toBeGreaterThanOrEqual(2);
  const swapped = [original[1]!, original[0]!, ...original.slice(2)];
  const warning = page.getByRole("region", { name: "Unsaved product order" });
  const handles = page.getByTestId("drag-handle");

  try {
    // Drag the first card's handle onto the second card.
    // The card moves with the pointer: shift it by the distance between the two cards' centres.
    const handle = (await handles.nth(0).boundingBox())!;
    const first = (await page.getByTestId("admin-product-tile").nth(0).boundingBox())!;
    const second = (await page.getByTestId("admin-product-tile").nth(1).boundingBox())!;
    const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 8, y + 8, { steps: 3 });
    await page.mouse.move(x + second.x - first.x, y + second.y - first.y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => tileIds(page)).toEqual(swapped);
    await expect(warning).toBeVisible();
    // On a loaded machine the drop can land after the order changed: let the drag end first, or
    // the click on Cancel is taken as the drop.
    await expect(page.locator('[data-testid="drag-handle"][aria-pressed="true"]')).toHaveCount(0);
    // By keyboard: a click at coordinates can land elsewhere if the flash above shifts the layout.
    await warning.getByRole("button", { name: "Cancel" }).press("Enter");
    await expect(warning).toBeHidden();
    expect(await tileIds(page)).toEqual(original);

    // The same with the keyboard: Space picks up, an arrow moves, Space drops.
    const oneColumn = (page.viewportSize()?.width ?? 1440) < 640;
    await handles.nth(0).focus();
    await page.keyboard.press("Space");
    await expect(handles.nth(0)).toHaveAttribute("aria-pressed", "true");
    // Let the sensor attach its key listener (two frames after the pick-up renders) before moving.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.keyboard.press(oneColumn ? "ArrowDown" : "ArrowRight");
    // The screen-reader announcement says where it went.
    await expect(page.getByText(/moved to position 2 of/)).toBeAttached();
    await page.keyboard.press("Space");
    await expect.poll(() => tileIds(page)).toEqual(swapped);

    // Saving blocks the screen and the controls until the server answers.
    // The order posts to the screen's route action.
    await page.route("**/admin/products.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await warning.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("saving-overlay")).toBeVisible();
    await expect(handles.first()).toBeDisabled();
    await expect(page.getByTestId("flash")).toHaveText("Product order updated successfully");
    await expect(page.getByTestId("saving-overlay")).toBeHidden();
    await expect(warning).toBeHidden();

    await page.reload();
    expect(await tileIds(page)).toEqual(swapped);
  } finally {
    // Leave the catalogue as other specs expect it (signing in again only if the session ended:
    // a new sign-in ends the old session under the open page's requests).
    const reorder = () => page.request.post("/api/admin/products/reorder", { data: { ids: original } });
    let res = await reorder();
    if (res.status() === 401) {
      await signInByApi(page);
      res = await reorder();
    }
    expect(res.status()).toBe(200);
  }
});

// For 50 ms after a pointer drag ends the drag library stops clicks at the document; a Cancel
// pressed in that moment once did nothing (the unsaved bar stayed, the tiles stayed swapped).
test("Cancel pressed the moment a drag ends restores the order", async ({ page }) => {
  await openDashboard(page);
  const original = await tileIds(page);
  const warning = page.getByRole("region", { name: "Unsaved product order" });
  const handle = (await page.getByTestId("drag-handle").nth(0).boundingBox())!;
  const first = (await page.getByTestId("admin-product-tile").nth(0).boundingBox())!;
  const second = (await page.getByTestId("admin-product-tile").nth(1).boundingBox())!;
  const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 3 });
  await page.mouse.move(x + second.x - first.x, y + second.y - first.y, { steps: 12 });
  await page.mouse.up();
  await warning.getByRole("button", { name: "Cancel" }).press("Enter");
  await expect(warning).toBeHidden();
  expect(await tileIds(page)).toEqual(original);
});
