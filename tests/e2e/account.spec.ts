// Customer accounts in the browser: sign in by the code from the outbox, find a guest
// order placed before the account existed, start a return from it; axe on every account page.
import { axe } from "./axe";
import type { Page } from "@playwright/test";
import { codeFor, placeGuestOrder, signIn } from "./account-helpers";
import { expect, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
}

test("sign in by code, see a guest order from before the account, start a return from it", async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `acct-journey-${project}@example.com`;
  const number = await placeGuestOrder(request, email);

  await page.goto("/");
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await shot(page, "sign-in", project);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  await shot(page, "sign-in-code", project);
  await page.getByLabel("6-digit code").fill(codeFor(email));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await shot(page, "account", project);
  await page.getByRole("link", { name: `Order ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText("GST included")).toBeVisible();
  await shot(page, "order", project);

  await page.getByRole("link", { name: "Start a return", exact: true }).click();
  await expect(page).toHaveURL(/\/return-form\?/);
  const form = page.getByRole("form", { name: "Return request form" });
  await expect(form.getByLabel("Order Number")).toHaveValue(number);
  await expect(form.getByLabel("Email Address")).toHaveValue(email);
});

test.describe("accessibility", () => {
  // The refused e-mail and address answer 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("axe finds nothing on the account pages", async ({ page, request }, testInfo) => {
    // A dozen pages and states, each scanned by axe (it ran out of 30 s on a busy machine).
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const email = `acct-axe-${project}@example.com`;
    const number = await placeGuestOrder(request, email);

    await page.goto("/account/sign-in");
    await expectNoViolations(page);
    await page.getByLabel("E-mail address").fill("not an e-mail");
    await page.getByRole("button", { name: "E-mail me a code" }).click();
    await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/account/sign-in/link?token=expired");
    await expect(page.getByText("This link no longer works")).toBeVisible();
    await expectNoViolations(page);

    await signIn(page, email);
    for (const path of [
      "/account",
      `/account/orders/${number}`,
      `/account/orders/${number}/invoice`,
      "/account/settings",
      "/account/passkeys",
    ]) {
      await page.goto(path);
      await expectNoViolations(page);
    }
    // The consent just given is listed with its time and source.
    await page.goto("/account/settings");
    await page.getByLabel(/Send me news and offers/).check();
    await page.getByRole("button", { name: "Save preference" }).click();
    await expect(page.getByRole("list", { name: "Your changes" })).toContainText(/Given on .+\(Account settings\)/);
    await expectNoViolations(page);
    await page.goto("/account/addresses");
    await page.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByText("Enter a street address")).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel("Full name").fill("Robin Guest");
    await page.getByLabel("Street address").fill("1 George Street");
    await page.getByLabel("Suburb").fill("Sydney");
    await page.getByLabel("State").selectOption("NSW");
    await page.getByLabel("Postcode").fill("2000");
    await page.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByText("Address saved.")).toBeVisible();
    await expectNoViolations(page);
    await shot(page, "addresses", project);
    await page.goto("/account/settings");
    await shot(page, "settings", project);
    await page.goto(`/account/orders/${number}/invoice`);
    await shot(page, "invoice", project);
  });
});
