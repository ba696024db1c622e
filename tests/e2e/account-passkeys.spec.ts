// Passkeys in Chromium with the DevTools virtual authenticator: add one when signed
// in, sign out, sign in with it; the WebAuthn library loads on the account pages, never on home.
// WebAuthn refuses an IP address as the relying party, so these pages are opened on localhost.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { queryRows, runSql } from "./info-db";

/** The project's server, addressed as localhost. */
const originOf = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL!).port}`;

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The JavaScript the page loaded that mentions WebAuthn's browser API. */
function watchWebAuthnScripts(page: Page): string[] {
  const hits: string[] = [];
  page.on("response", async (res) => {
    if (!res.url().endsWith(".js")) return;
    const body = await res.text().catch(() => "");
    if (body.includes("PublicKeyCredential")) hits.push(res.url());
  });
  return hits;
}

test("add a passkey, sign out, sign in with it", async ({ page, baseURL }, testInfo) => {
  const ORIGIN = originOf(baseURL);
  const email = `passkey-${testInfo.project.name}@example.com`;
  const scripts = watchWebAuthnScripts(page);
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole("link", { name: "Your account" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts, "WebAuthn code on the home page").toEqual([]);

  await addVirtualAuthenticator(page);
  await page.goto(`${ORIGIN}/account/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  const [mail] = queryRows<{ text: string }>(
    `select text from mail_outbox where "to" = ? order by created_at desc limit 1`,
    email,
  );
  await page.getByLabel("6-digit code").fill(/sign-in code is (\d{6})/.exec(mail!.text)![1]!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole("link", { name: "Passkeys" }).click();
  await page.getByLabel("Name").fill("Test phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(page.getByText("Test phone")).toBeVisible();
  expect(scripts.length, "WebAuthn code on the account pages").toBeGreaterThan(0);
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/passkeys-${testInfo.project.name}.png`, fullPage: true });
  }

  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await page.goto(`${ORIGIN}/account/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("a sign-in older than 10 minutes confirms with a fresh code before adding a passkey", async ({
  page,
  baseURL,
}, testInfo) => {
  const ORIGIN = originOf(baseURL);
  const email = `passkey-older-${testInfo.project.name}@example.com`;
  const code = (): string => {
    const [mail] = queryRows<{ text: string }>(
      `select text from mail_outbox where "to" = ? and subject like '%sign-in code%' order by created_at desc limit 1`,
      email,
    );
    return /sign-in code is (\d{6})/.exec(mail!.text)![1]!;
  };
  await addVirtualAuthenticator(page);
  await page.goto(`${ORIGIN}/account/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  await page.getByLabel("6-digit code").fill(code());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The session began 11 minutes ago.
  runSql(
    `update customer_sessions set created_at = ? where customer_id = (select id from customers where email = ?)`,
    new Date(Date.now() - 11 * 60 * 1000).toISOString(),
    email,
  );
  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(page.getByRole("heading", { name: "Confirm it's you to add a passkey" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await page.getByRole("button", { name: `E-mail a code to ${email}` }).click();
  await expect(page.getByText("It works once, for 10 minutes.")).toBeVisible();
  await page.getByLabel("6-digit code").fill(code());
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(`${ORIGIN}/account/passkeys`);
  await page.getByLabel("Name").fill("Older phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  const told = queryRows<{ subject: string }>(
    `select subject from mail_outbox where "to" = ? and subject like ?`,
    email,
    "A passkey was added%",
  );
  expect(told).toHaveLength(1);
});
