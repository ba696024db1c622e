// An order's detail. Its heading's focus outline keeps clear of the 'Placed …' line,
// the number reads as in the list (no wide monospaced hyphen: 'RR - GUMCWG'), the payment reference
// never breaks inside its id or card; on a phone the list names the customer and no empty
// 'Select an order' box takes space.
import { axe } from "./axe";
import type { Locator } from "@playwright/test";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

/** The distinct line tops of a piece of text inside `el` (one entry: it sits on one line). */
function lineTops(el: Locator, text: string): Promise<number[]> {
  return el.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + wanted.length);
      return [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
    }
    return [];
  }, text);
}

test("an open order: clear focus outline, number as in the list, payment reference whole", async ({ page }, info) => {
  const number = await placePaidOrder(page, `detail-${info.project.name}-${Date.now()}@example.com`);
  await signInByApi(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(number)}`);
  const phone = page.viewportSize()!.width < 768;

  // The list names the customer on every screen.
  const row = page.getByTestId("order-row").filter({ hasText: number });
  await expect(row.getByText("Rory Routes").filter({ visible: true })).toHaveCount(1);
  // Nothing chosen yet: on a phone no empty box stands under the list.
  const placeholder = page.getByText("Select an order to see its details.");
  if (phone) await expect(placeholder).toBeHidden();
  else await expect(placeholder).toBeVisible();

  // Opened from the keyboard, so the heading's focus is drawn.
  await row.getByRole("link", { name: number }).focus();
  await page.keyboard.press("Enter");
  const detail = page.getByTestId("order-detail");
  const heading = detail.getByRole("heading", { name: number });
  await expect(heading).toBeFocused();

  // The outline drawn around the focused heading ends above the 'Placed …' line.
  const { outlineBottom, placedTop, outline } = await heading.evaluate((h) => {
    const s = getComputedStyle(h);
    const width = s.outlineStyle === "none" ? 0 : parseFloat(s.outlineWidth);
    const placed = [...h.parentElement!.querySelectorAll("p")].find((p) => p.textContent!.startsWith("Placed"))!;
    return {
      outline: s.outlineStyle,
      outlineBottom: h.getBoundingClientRect().bottom + width + Math.max(0, parseFloat(s.outlineOffset)),
      placedTop: placed.getBoundingClientRect().top,
    };
  });
  expect(outline, "the focused heading shows where focus is").not.toBe("none");
  expect(outlineBottom).toBeLessThanOrEqual(placedTop);

  // The number in the heading is in the list's typeface, not a monospaced one whose hyphen is as
  // wide as a letter ('RR - GUMCWG').
  const link = row.getByRole("link", { name: number });
  const font = (l: Locator) => l.evaluate((e) => getComputedStyle(e).fontFamily);
  expect(await font(heading)).toBe(await font(link));
  expect(await font(heading)).not.toMatch(/mono/i);

  // The payment reference: its id on one line, its card on one line.
  const reference = detail.getByTestId("payment-reference");
  const text = (await reference.textContent())!;
  const [id, card] = [text.split(" ")[0]!, text.slice(text.indexOf("("))];
  expect(id).toMatch(/^test_ch_[0-9a-f]{20}$/);
  expect(card).toBe("(Visa •••• 4242)");
  expect(await lineTops(reference, id)).toHaveLength(1);
  expect(await lineTops(reference, card)).toHaveLength(1);

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-detail-${info.project.name}.png`, fullPage: true });
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
