// Starting to count a flavour never sells it out by accident. Its fields start
// empty and must be filled, and a count of 0 is asked about first.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

const FLAVOUR = "Pineapple Punch";
const SHOTS = process.env.SHOTS_DIR;
type Line = { flavor: string; counted: boolean; reserved: number; onHand: number; threshold: number };

test(
  "an uncounted flavour's fields start empty, and a count of 0 is confirmed first",
  ONE_WIDTH,
  async ({ page }, info) => {
    await signInByApi(page);
    const before = ((await (await page.request.get("/api/admin/stock")).json()) as { stock: Line[] }).stock.find(
      (l) => l.flavor === FLAVOUR,
    )!;
    // Start from 'not counted' (another spec may have counted it; one with tubs held cannot be).
    test.skip(before.counted && before.reserved > 0, "a checkout holds tubs of it");
    if (before.counted) await page.request.delete(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`);

    try {
      await page.goto("/admin/stock");
      const row = page.getByTestId("stock-row").filter({ has: page.getByRole("heading", { name: FLAVOUR }) });
      const form = row.getByRole("form", { name: `Set stock of ${FLAVOUR}` });
      await expect(form.getByLabel("On hand")).toHaveValue("");
      await expect(form.getByLabel("Warn at")).toHaveValue("");

      // Pressing on at once changes nothing.
      await form.getByRole("button", { name: "Start counting" }).click();
      await expect(row.getByText("Not counted", { exact: true })).toBeVisible();

      // A count of 0 is asked about; declined, nothing is saved.
      await form.getByLabel("On hand").fill("0");
      await form.getByLabel("Warn at").fill("5");
      await form.getByRole("button", { name: "Start counting" }).click();
      const asked = page.getByRole("alertdialog", { name: `Set ${FLAVOUR} to 0 on hand?` });
      await asked.getByRole("button", { name: "Keep the current count" }).click();
      await expect(asked).toHaveCount(0);
      await expect(row.getByText("Not counted", { exact: true })).toBeVisible();
      expect(
        ((await (await page.request.get("/api/admin/stock")).json()) as { stock: Line[] }).stock.find(
          (l) => l.flavor === FLAVOUR,
        )!.counted,
      ).toBe(false);

      await form.getByLabel("On hand").fill("40");
      await form.getByRole("button", { name: "Start counting" }).click();
      await expect(row.getByText("In stock", { exact: true })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-${info.project.name}.png`, fullPage: true });
      expect((await axe(page).analyze()).violations).toEqual([]);
    } finally {
      // As the rest of the run found it.
      if (before.counted) {
        await page.request.put(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`, {
          data: { onHand: before.onHand, threshold: before.threshold },
        });
      } else {
        await page.request.delete(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`);
      }
    }
  },
);
