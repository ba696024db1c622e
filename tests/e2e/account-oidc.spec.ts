// Federated sign-in in the browser: a shop process configured with a local OpenID
// Provider (oidc-provider, started here) shows 'Continue with Local ID'; pressing it signs in.
import { expect, test } from "./fixtures";
import { OIDC_CLIENT, startOidcProvider } from "../support/oidc-provider";
import { freePort, startShopProcess, type ShopProcess } from "../../scripts/support/shop-process";

let op: Awaited<ReturnType<typeof startOidcProvider>>;
let shop: ShopProcess;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  op = await startOidcProvider(`${origin}/api/account/oidc/local/callback`);
  shop = await startShopProcess(
    {
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      OIDC_LOCAL_ISSUER: op.issuer,
      OIDC_LOCAL_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_LOCAL_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_LOCAL_LABEL: "Local ID",
    },
    { port },
  );
});

test.afterAll(async () => {
  await shop?.stop();
  await op?.close();
});

test("Continue with Local ID signs in with the provider's verified e-mail", async ({ page }, testInfo) => {
  const email = `oidc-${testInfo.project.name}@example.com`;
  op.signInAs(`person-${testInfo.project.name}`, { email, email_verified: true });
  await page.goto(`${origin}/account/sign-in`);
  const button = page.getByRole("link", { name: "Continue with Local ID" });
  await expect(button).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/sign-in-oidc-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
  await button.click();
  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("an unverified e-mail is refused with a clear message", async ({ page }, testInfo) => {
  op.signInAs(`unverified-${testInfo.project.name}`, { email: "unverified@example.com", email_verified: false });
  await page.goto(`${origin}/account/sign-in`);
  await page.getByRole("link", { name: "Continue with Local ID" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\?oidc=unverified/);
  await expect(page.getByText("Your Local ID account has no verified e-mail address")).toBeVisible();
});
