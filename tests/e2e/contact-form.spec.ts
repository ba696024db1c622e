// The contact form (docs/spec.md §2, §8): stored, acknowledged by e-mail, validated next to the
// fields, the spec's messages, and working without JavaScript.
// The server allows 5 accepted submissions per form per 10 minutes from one address; the
// whole run shares 127.0.0.1, so the happy paths here stay within 3.
import type { Page } from "@playwright/test";
import { expect, ONE_WIDTH, test } from "./fixtures";
import { mailsTo, waitForHydration, type MailRow } from "./info-form-helpers";
import { queryRows } from "./info-db";

const CONTACT_OK = "Thank you for your message! We'll get back to you soon.";
const CONTACT_FAIL = "Something went wrong. Please try again.";

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Contact form" });
}

test.describe("contact form", () => {
  test("sends a message: a row in the database, two e-mails in the outbox, the spec's thanks", async ({
    page,
  }, testInfo) => {
    const email = `contact-${testInfo.project.name}-${testInfo.repeatEachIndex}@example.com`;
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByLabel("Name").fill("Riley Nguyen");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Bulk order for a festival crew");
    await form.getByLabel("Message").fill("Hi team,\nDo you offer a discount for 10 or more tubs?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(`✓${CONTACT_OK}`);
    await expect(form.getByLabel("Name")).toHaveValue("");

    const rows = queryRows<{ name: string; subject: string; message: string; status: string }>(
      "select name, subject, message, status from contact_messages where email = ?",
      email,
    );
    expect(rows).toEqual([
      {
        name: "Riley Nguyen",
        subject: "Bulk order for a festival crew",
        message: "Hi team,\nDo you offer a discount for 10 or more tubs?",
        status: "new",
      },
    ]);
    expect(mailsTo(email)).toEqual([
      {
        to: email,
        subject: "We've received your message - Rebound",
        status: "outbox",
        reply_to: "support@reboundrecovery.com.au",
      },
    ]);
    const notice = queryRows<MailRow>(
      `select "to", subject, status, reply_to from mail_outbox where reply_to = ? and "to" = ?`,
      email,
      "support@reboundrecovery.com.au",
    );
    expect(notice.map((m) => m.subject)).toEqual(["New contact message: Bulk order for a festival crew"]);
  });

  test("shows each field's error next to it and sends nothing", async ({ page }) => {
    const before = queryRows<{ n: number }>("select count(*) as n from contact_messages")[0]!.n;
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const [label, error] of [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message is required"],
    ] as const) {
      const input = form.getByLabel(label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(error));
      await expect(form.getByText(error)).toBeVisible();
    }
    await expect(form.getByLabel("Name")).toBeFocused();

    await form.getByLabel("Name").fill("Riley");
    await expect(form.getByText("Name is required")).toBeHidden();
    await form.getByLabel("Email").fill("riley@example");
    await form.getByLabel("Subject").fill("Hi");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    expect(queryRows<{ n: number }>("select count(*) as n from contact_messages")[0]!.n).toBe(before);
  });

  test.describe("when the server fails", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });
    test("shows the spec's error message and keeps what was typed", async ({ page }) => {
      // Only the form's POST fails; the page's own data requests still work.
      await page.route("**/contact.data*", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, body: "Internal Server Error" })
          : route.continue(),
      );
      await page.goto("/contact");
      await waitForHydration(page);
      const form = contactForm(page);
      await form.getByLabel("Name").fill("Riley");
      await form.getByLabel("Email").fill("riley@example.com");
      await form.getByLabel("Subject").fill("Hello");
      await form.getByLabel("Message").fill("Are you there?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("status")).toHaveText(`!${CONTACT_FAIL}`);
      await expect(form.getByLabel("Message")).toHaveValue("Are you there?");
    });
  });

  test("works without JavaScript, with field errors from the server", ONE_WIDTH, async ({ browser, request }) => {
    // Server-side validation: a plain post with a bad e-mail comes back with the error next to the field.
    const refused = await request.post("/contact", {
      form: { name: "Sam", email: "not-an-email", subject: "", message: "Hi" },
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    // The e-mail input is marked invalid and points at its error, whatever the attributes' order.
    const emailInput = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(emailInput).toContain('aria-invalid="true"');
    expect(emailInput).toMatch(/aria-describedby="[^"]*-email-error"/);
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Subject is required");
    expect(html).toContain('value="Sam"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Name").fill("Sam No-Script");
    await form.getByLabel("Email").fill("noscript-contact@example.com");
    await form.getByLabel("Subject").fill("Plain HTML");
    await form.getByLabel("Message").fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(CONTACT_OK)).toBeVisible();
    expect(queryRows("select id from contact_messages where email = ?", "noscript-contact@example.com")).toHaveLength(
      1,
    );
    expect(mailsTo("noscript-contact@example.com")).toHaveLength(1);
    await context.close();
  });
});
