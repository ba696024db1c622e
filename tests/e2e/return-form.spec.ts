// The return request form (docs/spec.md §5, §8): stored, acknowledged by e-mail, validated next
// to the fields, matched to the sender's own order, the spec's messages, and working without
// JavaScript. The server allows 5 accepted submissions per form per 10 minutes from one address;
// the whole run shares 127.0.0.1, so the happy paths here stay within 3.
import type { Page } from "@playwright/test";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { RETURN_NOT_MATCHED } from "../../core/forms";
import { insertRow, queryRows } from "./info-db";
import { mailsTo, waitForHydration, type MailRow } from "./info-form-helpers";

const RETURN_OK = "Return request submitted successfully! We'll be in touch within 24 hours with next steps.";
const RETURN_FAIL = "Something went wrong. Please try again or contact support.";

/** A paid order for the return form to match (a return names the sender's own order). */
function paidOrder(number: string, email: string): void {
  if (queryRows("select 1 from orders where number = ?", number).length > 0) return;
  const now = new Date().toISOString();
  insertRow("orders", {
    id: `e2e-${number}`,
    number,
    status: "paid",
    currency: "AUD",
    subtotal: 4999,
    shipping: 0,
    total: 4999,
    gst: 454,
    provider: "test",
    email,
    created_at: now,
    updated_at: now,
    paid_at: now,
  });
}

function returnForm(page: Page) {
  return page.getByRole("form", { name: "Return request form" });
}

test.describe("return request form", () => {
  test("submits: 'Submitting...' with a spinner while busy, then the spec's message and a reference", async ({
    page,
  }, testInfo) => {
    const email = `return-${testInfo.project.name}@example.com`;
    paidOrder("RR-12345", email);
    await page.goto("/return-form");
    await waitForHydration(page);
    const form = returnForm(page);
    await form.getByLabel("Order Number").fill("RR-12345");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Reason for Return").selectOption({ label: "Product damaged/defective" });
    await form.getByLabel("Additional Details").fill("The seal was broken on arrival.");
    await form.getByRole("radio", { name: "Send replacement product" }).check();

    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/return-form.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit Return Request" }).click();
    const busy = form.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await expect(busy.getByTestId("spinner")).toBeVisible();
    release();

    await expect(form.getByRole("status")).toContainText(RETURN_OK);
    const text = await form.getByRole("status").innerText();
    const reference = /Your reference is (RTN-[A-Z0-9]{6})\./.exec(text)?.[1];
    expect(reference).toBeTruthy();
    await expect(form.getByRole("button", { name: "Submit Return Request" })).toBeEnabled();
    await expect(form.getByLabel("Order Number")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "Refund to original payment method" })).toBeChecked();

    const rows = queryRows(
      "select order_number, reason, description, preference, status from return_requests where reference = ?",
      reference,
    );
    expect(rows).toEqual([
      {
        order_number: "RR-12345",
        reason: "damaged",
        description: "The seal was broken on arrival.",
        preference: "replacement",
        status: "new",
      },
    ]);
    expect(mailsTo(email).map((m) => m.subject)).toEqual([`Return request ${reference} received - Rebound`]);
    const notice = queryRows<MailRow>(
      `select subject from mail_outbox where subject like ?`,
      `Return request ${reference} for order%`,
    );
    expect(notice).toHaveLength(1);
  });

  test("shows each required field's error next to it", async ({ page }) => {
    await page.goto("/return-form");
    await waitForHydration(page);
    const form = returnForm(page);
    await form.getByRole("button", { name: "Submit Return Request" }).click();
    for (const [label, error] of [
      ["Order Number", "Order number is required"],
      ["Email Address", "Email is required"],
      ["Reason for Return", "Please select a reason"],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(new RegExp(error));
    }
    await expect(form.getByLabel("Additional Details")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Order Number")).toBeFocused();
    await form.getByLabel("Order Number").fill("RR 12345!");
    await form.getByLabel("Email Address").fill("kim@");
    await form.getByLabel("Reason for Return").selectOption("other");
    await form.getByRole("button", { name: "Submit Return Request" }).click();
    await expect(form.getByText("Order number may contain only letters, digits and hyphens")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please select a reason")).toBeHidden();
  });

  test.describe("for an order that is not the sender's", () => {
    // The action answers 400, which the browser reports on its console.
    test.use({ expectedConsoleErrors: [/status of 400/] });
    test("refuses it next to the order number, storing nothing", async ({ page }) => {
      paidOrder("RR-SOMEONE", "someone@example.com");
      await page.goto("/return-form");
      await waitForHydration(page);
      const form = returnForm(page);
      await form.getByLabel("Order Number").fill("RR-SOMEONE");
      await form.getByLabel("Email Address").fill("stranger@example.com");
      await form.getByLabel("Reason for Return").selectOption("other");
      await form.getByRole("button", { name: "Submit Return Request" }).click();
      await expect(form.getByLabel("Order Number")).toHaveAccessibleDescription(
        new RegExp(RETURN_NOT_MATCHED.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      expect(queryRows("select 1 from return_requests where email = ?", "stranger@example.com")).toEqual([]);
    });
  });

  test.describe("when the server fails", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });
    test("shows the spec's error message", async ({ page }) => {
      // Only the form's POST fails; the page's own data requests still work.
      await page.route("**/return-form.data*", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, body: "Internal Server Error" })
          : route.continue(),
      );
      await page.goto("/return-form");
      await waitForHydration(page);
      const form = returnForm(page);
      await form.getByLabel("Order Number").fill("RR-1");
      await form.getByLabel("Email Address").fill("kim@example.com");
      await form.getByLabel("Reason for Return").selectOption("other");
      await form.getByRole("button", { name: "Submit Return Request" }).click();
      await expect(form.getByRole("status")).toHaveText(`!${RETURN_FAIL}`);
      await expect(form.getByRole("button", { name: "Submit Return Request" })).toBeEnabled();
    });
  });

  test("works without JavaScript", ONE_WIDTH, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    paidOrder("RR-55555", "NoScript-Return@example.com");
    await page.goto("/return-form");
    const form = returnForm(page);
    await form.getByLabel("Order Number").fill("RR-55555");
    await form.getByLabel("Email Address").fill("noscript-return@example.com");
    await form.getByLabel("Reason for Return").selectOption({ label: "Ordered by mistake" });
    await form.getByRole("button", { name: "Submit Return Request" }).click();
    await expect(page.getByText(RETURN_OK)).toBeVisible();
    const rows = queryRows<{ preference: string; reference: string }>(
      "select preference, reference from return_requests where email = ?",
      "noscript-return@example.com",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.preference).toBe("refund");
    await expect(page.getByText(`Your reference is ${rows[0]!.reference}.`)).toBeVisible();
    await context.close();
  });
});
