// The shop's own details (who sells, its ABN, whether it charges GST, how customers reach it):
// the owner's Settings form and the server check them with the same schema, and every invoice
// decides its heading from them.
import { z } from "zod";
import { formatAbn, isPlaceholderAbn, isValidAbn } from "./abn";

export const STORE_DETAILS_LIMITS = { name: 120, address: 300, email: 254, phone: 30 } as const;

/** What is kept, as first seeded from the environment: the ABN may still be missing. */
export const StoredStoreDetailsSchema = z.object({
  legalName: z.string().max(STORE_DETAILS_LIMITS.name),
  tradingName: z.string().max(STORE_DETAILS_LIMITS.name),
  abn: z.string().max(20),
  gstRegistered: z.boolean(),
  address: z.string().max(STORE_DETAILS_LIMITS.address),
  supportEmail: z.string().max(STORE_DETAILS_LIMITS.email),
  supportPhone: z.string().max(STORE_DETAILS_LIMITS.phone),
  /** False until the owner saves the Settings form (the Overview's checklist asks for it). */
  savedByOwner: z.boolean(),
});
export type StoreDetails = z.output<typeof StoredStoreDetailsSchema>;

export const ABN_MESSAGES = {
  missing: "Enter your ABN: a shop registered for GST must show it on every tax invoice",
  placeholder: "That is the placeholder ABN: enter your business's own ABN",
  checksum: "That ABN's check digits do not add up: check it on ABN Lookup (abr.business.gov.au)",
} as const;

/** What the owner submits: every field, checked as tax invoices need them. */
export const StoreDetailsInputSchema = z
  .object({
    legalName: z
      .string({ error: "Enter the business's legal name" })
      .trim()
      .min(1, "Enter the business's legal name")
      .max(STORE_DETAILS_LIMITS.name, `At most ${STORE_DETAILS_LIMITS.name} characters`),
    tradingName: z
      .string()
      .trim()
      .max(STORE_DETAILS_LIMITS.name, `At most ${STORE_DETAILS_LIMITS.name} characters`)
      .default(""),
    abn: z.string().trim().default(""),
    gstRegistered: z.boolean({ error: "Say whether the business is registered for GST" }),
    address: z
      .string()
      .trim()
      .max(STORE_DETAILS_LIMITS.address, `At most ${STORE_DETAILS_LIMITS.address} characters`)
      .default(""),
    supportEmail: z
      .string({ error: "Enter an e-mail address such as help@example.com" })
      .trim()
      .pipe(z.email({ error: "Enter an e-mail address such as help@example.com" })),
    supportPhone: z
      .string()
      .trim()
      .max(STORE_DETAILS_LIMITS.phone, `At most ${STORE_DETAILS_LIMITS.phone} characters`)
      .regex(/^[0-9 +()-]*$/, "Use digits, spaces, +, ( ) and - only")
      .default(""),
  })
  .superRefine((d, ctx) => {
    const problem = abnProblem(d.abn, d.gstRegistered);
    if (problem) ctx.addIssue({ code: "custom", path: ["abn"], message: problem });
  })
  .transform((d) => ({ ...d, abn: d.abn ? formatAbn(d.abn) : "" }));
export type StoreDetailsInput = z.input<typeof StoreDetailsInputSchema>;

/** Why an ABN cannot be saved, or null. Without GST registration it may be left empty. */
export function abnProblem(abn: string, gstRegistered: boolean): string | null {
  if (abn.trim() === "") return gstRegistered ? ABN_MESSAGES.missing : null;
  if (isPlaceholderAbn(abn)) return ABN_MESSAGES.placeholder;
  return isValidAbn(abn) ? null : ABN_MESSAGES.checksum;
}

/** Whether invoices can carry what the law asks: a real ABN, or no GST to account for. */
export function abnReady(d: Pick<StoreDetails, "abn" | "gstRegistered">): boolean {
  return !d.gstRegistered || isValidAbn(d.abn);
}

/**
 * What an order's invoice is: a tax invoice (registered for GST, with the ABN, GST shown), a plain
 * invoice (not registered: no GST), or, taking real money with no real ABN, no invoice at all, only
 * the order's confirmation: a tax invoice with a made-up ABN is not one.
 */
export type InvoiceDocument = "tax-invoice" | "invoice" | "confirmation";

export function invoiceDocument(d: Pick<StoreDetails, "abn" | "gstRegistered">, live: boolean): InvoiceDocument {
  if (!d.gstRegistered) return "invoice";
  if (isValidAbn(d.abn) || !live) return "tax-invoice";
  return "confirmation";
}

/**
 * Who sells (named on tax invoices) and the shop's time zone, in which every date is written.
 * Read from the owner's Settings (server/modules/settings/store-details.ts): the fields are always the
 * current values on every instance.
 */
export type Seller = {
  /** The legal name. */
  name: string;
  /** Written in the ATO's groups; the placeholder until the owner enters one, or "" with no GST. */
  abn: string;
  shopName: string;
  publicUrl: string;
  timeZone: string;
  tradingName: string;
  address: string;
  supportEmail: string;
  supportPhone: string;
  gstRegistered: boolean;
  /** What an order's invoice is: with GST, without, or (live, with no real ABN) none at all. */
  document: InvoiceDocument;
};

export const INVOICE_HEADINGS: Record<InvoiceDocument, string> = {
  "tax-invoice": "Tax invoice",
  invoice: "Invoice",
  confirmation: "Order confirmation",
};
