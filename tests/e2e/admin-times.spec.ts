import { expect, ONE_WIDTH, test } from "./fixtures";
import { placePaidOrder, signInByApi } from "./admin-helpers";
import { insertRow } from "./info-db";

// A staff member's browser may be anywhere; every admin time is the shop's (Sydney by default),
// with its zone named.
test.use({ timezoneId: "America/New_York" });

const AT = "2026-01-15T04:15:00.000Z"; // 3:15 pm in Sydney (daylight time), 11:15 pm the day before in New York

test(
  "returns, messages and orders show times in the shop's zone, zone named",
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const subject = `Times check ${stamp}`;
    insertRow("return_requests", {
      id: `times-return-${stamp}`,
      reference: `RTN-${Date.now().toString(36).toUpperCase().slice(-6)}`,
      order_number: "RR-TIMES1",
      email: "times@example.com",
      reason: "damaged",
      description: subject,
      preference: "refund",
      status: "new",
      created_at: AT,
      updated_at: AT,
    });
    insertRow("contact_messages", {
      id: `times-message-${stamp}`,
      name: "Tim Zone",
      email: "times@example.com",
      subject,
      message: "Hello",
      status: "new",
      created_at: AT,
      updated_at: AT,
    });
    await signInByApi(page);
    await page.goto("/admin/returns");
    const ret = page.getByRole("listitem").filter({ hasText: subject });
    await expect(ret).toContainText("15 Jan 2026, 3:15 pm AEDT");
    await page.goto("/admin/messages");
    const msg = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(msg).toContainText("15 Jan 2026, 3:15 pm AEDT");

    const number = await placePaidOrder(page, `times-${stamp}@example.com`);
    await page.goto(`/admin/orders/${number}`);
    await expect(page.getByTestId("order-detail")).toContainText(
      /Placed \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T/,
    );
  },
);
