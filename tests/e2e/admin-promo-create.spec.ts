// After 'Create code' the form is empty again (left filled, it invited a duplicate)
// and the confirmation shows where staff are looking, not below the fold: a message in view and
// the new code marked in the list.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

test("creating a promo code empties the form and confirms in view, marking the new code", async ({ page }, info) => {
  await signInByApi(page);
  await page.goto("/admin/promotions");
  const form = page.getByRole("form", { name: "New code" });
  const code = `FRESH${info.project.name.toUpperCase()}${Date.now() % 1_000_000}`;
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Type").selectOption({ label: "Amount off" });
  await form.getByLabel("Amount off ($)").fill("5");
  await form.getByLabel("Minimum spend ($)").fill("50");
  await form.getByRole("button", { name: "Create code" }).click();

  const flash = page.getByTestId("flash");
  await expect(flash).toHaveText(`Code ${code} created`);
  // In the window where the button was pressed.
  await expect(flash).toBeInViewport();
  await expect(form.getByLabel("Code")).toHaveValue("");
  await expect(form.getByLabel("Type")).toHaveValue("percent");
  await expect(form.getByLabel("Percentage (1–100)")).toHaveValue("");
  await expect(form.getByLabel("Minimum spend ($)")).toHaveValue("");
  const row = page.getByTestId("promo-row").filter({ hasText: code });
  await expect(row).toContainText("Just created");
  await expect(page.getByTestId("promo-row").filter({ hasText: "Just created" })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/promo-created-${info.project.name}.png` });
  expect((await axe(page).analyze()).violations).toEqual([]);
});
