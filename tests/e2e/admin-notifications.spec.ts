// The owner chooses which customer e-mails go and who hears of new orders, in Settings →
// Notifications; the choice is there after a reload. The section is put back as it was after, so
// the rest of the run's e-mails are unchanged. At 1440 px and on a 390 px phone, axe-clean.
import { axe } from "./axe";
import { signInByApi } from "./admin-helpers";
import { expect, onPhone, test } from "./fixtures";

test("the owner turns off the shipping notice and sends new-order alerts to an address", async ({ page }, testInfo) => {
  if (onPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: "Notifications" });
  const shipped = section.getByRole("checkbox", { name: /Order shipped/ });
  const newOrder = section.getByLabel("New order");
  const save = async () => {
    await section.getByRole("button", { name: "Save notifications" }).click();
    await expect(page.getByText("Notifications saved")).toBeVisible();
  };
  await expect(shipped).toBeChecked();
  try {
    await shipped.uncheck();
    await newOrder.fill("orders@example.com");
    await save();
    await page.reload();
    await expect(shipped).not.toBeChecked();
    await expect(newOrder).toHaveValue("orders@example.com");
    const { violations } = await axe(page).include("#notifications").analyze();
    expect(violations).toEqual([]);
    await section.screenshot({ path: testInfo.outputPath("notifications.png") });
  } finally {
    await page.goto("/admin/settings");
    await shipped.check();
    await newOrder.fill("");
    await save();
  }
});
