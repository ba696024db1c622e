// The Overview's 30-day chart writes its dates at the page's text size and they
// never overlap, from a 360 px phone to a 1920 px screen. (The empty range: overview-chart.pages.int.test.ts.)
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

test("the takings chart's dates are body-sized and never overlap at 360 to 1920 px", async ({ page }, info) => {
  await placePaidOrder(page, `chart-${info.project.name}@example.com`);
  await signInByApi(page);
  for (const width of [360, 390, 768, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    const chart = page.getByRole("img", { name: /^Takings, last 30 days/ });
    await expect(chart).toBeVisible();
    const figure = page.locator("figure").filter({ has: chart });
    const labels = await figure.getByText(/^\d{1,2} [A-Z][a-z]{2}$/).evaluateAll((els) =>
      els
        .filter((e) => e.closest("table") === null)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, size: parseFloat(getComputedStyle(e).fontSize), text: e.textContent };
        }),
    );
    const body = await figure
      .locator("p")
      .last()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(labels.length, `dates at ${width} px`).toBeGreaterThanOrEqual(4);
    const box = (await figure.boundingBox())!;
    for (const [i, l] of labels.entries()) {
      expect(l.size, `${l.text} at ${width} px`).toBe(body);
      expect(l.left).toBeGreaterThanOrEqual(box.x);
      expect(l.right).toBeLessThanOrEqual(box.x + box.width);
      if (i > 0)
        expect(l.left, `${l.text} clear of ${labels[i - 1]!.text} at ${width} px`).toBeGreaterThan(
          labels[i - 1]!.right + 4,
        );
    }
    if (SHOTS && (width === 390 || width === 1440)) {
      await figure.screenshot({ path: `${SHOTS}/chart-${width}-${info.project.name}.png` });
    }
  }
});
