// Staff stop counting a flavour from the Stock tab, after a confirmation: it is unlimited
// again, as before its stock was first set.
import { signInByApi } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

const FLAVOUR = "Pineapple Punch";

test(
  "a counted flavour is made uncounted again from the Stock tab, after a confirmation",
  ONE_WIDTH,
  async ({ page }, info) => {
    await signInByApi(page);
    const before = (
      (await (await page.request.get("/api/admin/stock")).json()) as {
        stock: { flavor: string; counted: boolean; reserved: number }[];
      }
    ).stock.find((l) => l.flavor === FLAVOUR)!;

    await page.goto("/admin/stock");
    const row = page.getByTestId("stock-row").filter({ has: page.getByRole("heading", { name: FLAVOUR }) });
    const setForm = row.getByRole("form", { name: `Set stock of ${FLAVOUR}` });
    await setForm.getByLabel("On hand").fill(String(before.reserved + 40));
    await setForm.getByLabel("Warn at").fill("5");
    await setForm.getByRole("button", { name: /^(Save|Start counting)$/ }).click();
    await expect(row.getByText("In stock", { exact: true })).toBeVisible();

    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await row.getByRole("button", { name: `Stop counting ${FLAVOUR}` }).click();
    await expect.poll(() => asked).toContain(`Stop counting ${FLAVOUR}?`);
    await expect(row.getByText("In stock", { exact: true })).toBeVisible();

    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: `Stop counting ${FLAVOUR}` }).click();
    if (before.reserved > 0) {
      // Another test's checkout awaiting payment holds some: refused, and said why.
      await expect(row.getByRole("alert")).toContainText("held by checkouts awaiting payment");
    } else {
      await expect(row.getByText("Not counted", { exact: true })).toBeVisible();
      await expect(row.getByText("Unlimited", { exact: true })).toBeVisible();
      await expect(row.getByText(/on hand, warn at/)).toHaveCount(0);
      await expect(row.getByRole("button", { name: `Stop counting ${FLAVOUR}` })).toHaveCount(0);
      await expect(row.getByRole("button", { name: "Start counting" })).toBeVisible();
      await page.screenshot({ path: `/tmp/defects-shots/stock-uncount-${info.project.name}.png`, fullPage: true });
    }

    // As the rest of the run found it.
    if (before.counted) {
      const res = await page.request.put(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`, {
        data: { onHand: before.reserved + 1000, threshold: 0 },
      });
      expect(res.status()).toBe(200);
    } else if (before.reserved === 0) {
      expect((await page.request.delete(`/api/admin/stock/${encodeURIComponent(FLAVOUR)}`)).status()).toBe(200);
    }
  },
);
