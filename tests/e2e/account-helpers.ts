// Shopper-account steps the browser tests share: a paid guest order through the test payment
// page, and signing in by the code read from the outbox.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { GOOD_PAYMENT_FORM } from "../support/payment-form";
import { queryRows } from "./info-db";

export async function placeGuestOrder(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/checkout", {
    data: { cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] },
  });
  expect(res.status()).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await request.post(`/pay/${sessionId}`, {
    form: { ...GOOD_PAYMENT_FORM, email, name: "Robin Guest", cardName: "Robin Guest" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  return queryRows<{ number: string }>(`select number from orders where provider_session_id = ?`, sessionId)[0]!.number;
}

export function codeFor(email: string): string {
  const [row] = queryRows<{ text: string }>(
    `select text from mail_outbox where "to" = ? and subject like '%sign-in code%' order by created_at desc limit 1`,
    email,
  );
  return /sign-in code is (\d{6})/.exec(row!.text)![1]!;
}

export async function signIn(page: Page, email: string) {
  await page.goto("/account/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByText("We've e-mailed a 6-digit code")).toBeVisible();
  await page.getByLabel("6-digit code").fill(codeFor(email));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}
