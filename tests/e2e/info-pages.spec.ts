// Every information page (docs/spec.md §2): its title, headings, figures and where its links go.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const SUPPORT_MAILTO = "mailto:support@reboundrecovery.com.au";

async function expectPage(page: Page, path: string, title: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | Rebound`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

const h2 = (page: Page) => page.locator("main h2");

test("/about tells the story, mission, three values and the figures, with a Join Our Team mailto", async ({ page }) => {
  await expectPage(page, "/about", "About Us");
  for (const name of ["Our Story", "Our Mission", "Our Values", "Rebound by the Numbers", "Work With Us"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // The page's text is staff's to edit (admin Content screen); this is its first revision.
  for (const name of ["Quality You Can Trust", "Straight Talk", "Look After Your Mates"]) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  const stats = page.getByRole("main").getByRole("listitem");
  for (const figure of ["2-3 Days Express delivery", "50k+ Happy customers", "4.9/5 Average rating"]) {
    await expect(stats.filter({ hasText: figure })).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: "Join Our Team" })).toHaveAttribute(
    "href",
    /^mailto:careers@reboundrecovery\.com\.au/,
  );
});

test("/faqs has the five categories as expandable questions, keyboard operable, and links to help", async ({
  page,
}) => {
  await expectPage(page, "/faqs", "Frequently Asked Questions");
  const categories = [
    "Shipping & Delivery",
    "Product Safety",
    "Usage & Timing",
    "Ingredients & Nutrition",
    "Returns & Support",
  ];
  for (const name of categories) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const topics = page.getByRole("navigation", { name: "FAQ topics" }).getByRole("link");
  await expect(topics).toHaveText(categories);
  await expect(topics.first()).toHaveAttribute("href", "#shipping-delivery");

  const where = page.getByRole("button", { name: "Where do you ship?" });
  const answer = page.getByText("We ship only within Australia, to every state and territory.");
  await expect(where).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await where.click();
  await expect(where).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(page.locator(`#${await where.getAttribute("aria-controls")}`)).toContainText("We ship only");
  await where.click();
  await expect(answer).toBeHidden();

  // Keyboard: arrows move between questions, Enter and Space toggle.
  await where.focus();
  await page.keyboard.press("ArrowDown");
  const next = page.getByRole("button", { name: "How long does delivery take?" });
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(next).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press(" ");
  await expect(next).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowUp");
  await expect(where).toBeFocused();

  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").getByRole("link", { name: "support@reboundrecovery.com.au" })).toHaveAttribute(
    "href",
    SUPPORT_MAILTO,
  );
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle("Contact Us | Rebound");
});

test("/fap has six categories", async ({ page }) => {
  await expectPage(page, "/fap", "Prescription FAQ");
  const names = [
    "Prescriptions & Buying",
    "Taking It With Medicines",
    "Pregnancy & Breastfeeding",
    "Existing Health Conditions",
    "Ingredient Interactions",
    "Alcohol, Safety & Getting Advice",
  ];
  await expect(page.getByRole("navigation", { name: "Prescription FAQ topics" }).getByRole("link")).toHaveText(names);
  for (const name of names) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await page.getByRole("button", { name: "Do I need a prescription to buy it?" }).click();
  await expect(page.getByText("It's a dietary supplement, not a prescription medicine")).toBeVisible();
});

test("/contact shows the call, e-mail and Sydney cards and the message form", async ({ page }) => {
  await expectPage(page, "/contact", "Contact Us");
  await expect(page.getByRole("heading", { name: "Call Us" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Call us on 1300 732 668" })).toHaveAttribute(
    "href",
    "tel:1300732668",
  );
  await expect(page.getByRole("heading", { name: "Email Us" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Email us at support@reboundrecovery.com.au" }),
  ).toHaveAttribute("href", SUPPORT_MAILTO);
  await expect(page.getByText("Sydney, Australia", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("/terms and /privacy carry their last-updated dates", async ({ page }) => {
  await expectPage(page, "/terms", "Terms of Service");
  await expect(page.getByText("Last updated: March 15, 2024")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Australian Consumer Law" })).toBeVisible();
  await expect(page.getByText("All prices are in Australian dollars (AUD) and include GST.")).toBeVisible();
  await expectPage(page, "/privacy", "Privacy Policy");
  await expect(page.getByText("Last updated: April 15, 2024")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Information We Collect" })).toBeVisible();
});

test("/returns has its four sections, four steps and a help block leading to the form and support", async ({
  page,
}) => {
  await expectPage(page, "/returns", "Returns Policy");
  for (const name of ["30-Day Satisfaction Guarantee", "Return Eligibility", "Return Process", "Refund Information"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText("is in addition to, and does not limit, your rights under the Australian")).toBeVisible();
  const steps = page.getByRole("main").getByRole("heading", { level: 3, name: /^Step \d/ });
  await expect(steps).toHaveText([
    "Step 1: Contact Support",
    "Step 2: Receive Return Authorisation",
    "Step 3: Ship the Item",
    "Step 4: Receive Your Refund",
  ]);
  await expect(page.getByRole("heading", { level: 2, name: "Need Help With a Return?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "Start Return Process" }).click();
  await expect(page).toHaveURL(/\/return-form$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start Return Process");
});

test("/return-form has the spec's fields, reasons and preference", async ({ page }) => {
  await expectPage(page, "/return-form", "Start Return Process");
  await expect(page.getByText("we'll process your request within 24 hours")).toBeVisible();
  await expect(page.getByLabel("Order Number")).toHaveAttribute("placeholder", "e.g. RR-12345");
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  const reason = page.getByLabel("Reason for Return");
  await expect(reason.locator("option")).toHaveText([
    "Select a reason",
    "Unsatisfied with results",
    "Received wrong item",
    "Product damaged/defective",
    "Ordered by mistake",
    "Other",
  ]);
  await expect(page.getByLabel("Additional Details")).toHaveAttribute("rows", "4");
  await expect(page.getByRole("radio", { name: "Refund to original payment method" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Send replacement product" })).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Preference" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Return Request" })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Returns Policy" })).toHaveAttribute("href", "/returns");
});

test("/disclaimer has its sections and a contact block", async ({ page }) => {
  await expectPage(page, "/disclaimer", "Disclaimer");
  await expect(h2(page)).toHaveText([
    "General Notice",
    "Dietary Supplement Notice",
    "Health & Safety",
    "Legal Disclaimers",
    "Website Usage",
    "Questions About This Disclaimer?",
  ]);
  await expect(page.getByText("Always read the label and follow the directions for use.")).toBeVisible();
  await expect(page.getByText("Dietary supplements are not a substitute for a varied and balanced diet")).toBeVisible();
  const block = page.getByRole("main");
  await expect(block.getByRole("link", { name: "support@reboundrecovery.com.au" })).toHaveAttribute(
    "href",
    SUPPORT_MAILTO,
  );
  await expect(block.getByRole("link", { name: "visit our Contact page" })).toHaveAttribute("href", "/contact");
});

test("/success thanks the customer, promises dispatch in 1-2 business days and opens at the top", async ({ page }) => {
  await expectPage(page, "/success", "Order Successful");
  await expect(page.getByRole("heading", { level: 2, name: "Thank You For Your Order" })).toBeVisible();
  await expect(page.getByText(/shipped within 1-2 business days/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "support@reboundrecovery.com.au" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/contact",
  );
  // Arrive from a page scrolled to its end: /success still opens at the top.
  await page.goto("/terms");
  // A history change before hydration would hydrate /terms' HTML as /success: wait for React.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.evaluate(() => {
    window.history.pushState({}, "", "/success");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Successful");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("/cancel says no payment was processed and leads back to the store", async ({ page }) => {
  await expectPage(page, "/cancel", "Order Cancelled");
  await expect(page.getByText("no payment was processed")).toBeVisible();
  // Leaving the payment page keeps the cart, so the page must not say otherwise.
  await expect(page.getByRole("main")).not.toContainText(/to your cart again/i);
  await page.getByRole("link", { name: "Return to Store" }).click();
  await expect(page).toHaveURL(/\/$/);
});
