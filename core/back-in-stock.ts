// Back-in-stock alerts: a shopper asks to be e-mailed when a sold-out flavour returns.
// Only a counted flavour with no tubs available can be asked for; when a change leaves it with
// tubs available again (or no longer counted, so unlimited), every waiting address is told once.
// Apart from core/stock.ts so the storefront's stock rules do not load zod.
import { z } from "zod";
import { EmailField, FORM_RATE_LIMIT } from "./forms";

export const BackInStockRequestSchema = z.object({
  flavour: z
    .string({ error: "Flavour is required" })
    .trim()
    .min(1, "Flavour is required")
    .max(60, "Flavour must be at most 60 characters"),
  email: EmailField,
});
export type BackInStockRequest = z.output<typeof BackInStockRequestSchema>;

/** The same address however it was typed: one request per address and flavour. */
export function alertAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** Per-IP limit on requests, as the contact form's. */
export const BACK_IN_STOCK_RATE_LIMIT = FORM_RATE_LIMIT;

/** A flavour's stock as far as alerts care: null when it is not counted (never sells out). */
export type AlertLevel = { available: number } | null;

/** Whether a flavour can be sold again: not counted, or some tubs available. */
export function isBackInStock(level: AlertLevel): boolean {
  return level === null || level.available > 0;
}

export function alertWaitingMessage(flavor: string, email: string): string {
  return `Thanks! Please confirm from the e-mail we've sent to ${email}; then we'll e-mail you once when ${flavor} is back in stock.`;
}

export const ALERT_LINK_INVALID =
  "This link is not valid any more: the alert may have been sent or stopped already. You can ask again on the product's page.";

export function alertRefusedMessage(flavor: string): string {
  return `${flavor} is in stock, so there is nothing to wait for: you can order it now.`;
}
