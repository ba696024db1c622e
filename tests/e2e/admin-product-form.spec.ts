// The product form: the live preview draws the tub of the flavour typed in,
// and an error goes as soon as its field is put right (here by the flavour filling the name).
import { expect, ONE_WIDTH, test } from "./fixtures";
import { openDashboard } from "./admin-helpers";
import { drawnFlavours } from "./storefront-helpers";

test(
  "the preview follows a custom flavour, and 'Name is required' goes once the flavour fills the name",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await openDashboard(page);
    await page.getByRole("link", { name: "Add New Product" }).click();
    const form = page.getByRole("form", { name: "Add product" });
    const preview = page.getByTestId("product-preview");

    await form.getByLabel("Name", { exact: true }).fill("");
    await form.getByLabel("Flavour", { exact: true }).fill("");
    await form.getByRole("button", { name: "Save Product" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Flavour is required")).toBeVisible();

    await form.getByLabel("Flavour", { exact: true }).fill("Mango Tango");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Mango Tango Recovery Pack");
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await expect(form.getByText("Flavour is required")).toHaveCount(0);

    // The tub's label names the flavour it is drawn in.
    const tub = preview.getByTestId("product-image").getByRole("img");
    await expect.poll(() => drawnFlavours(tub)).toEqual(["Mango Tango"]);
    await page.screenshot({ path: `/tmp/defects-shots/product-form-${testInfo.project.name}.png`, fullPage: true });

    // Back to a house flavour, the preview follows again.
    await form.getByLabel("Flavour", { exact: true }).fill("Orange Crush");
    await expect.poll(() => drawnFlavours(tub)).toEqual(["Orange Crush"]);
  },
);
