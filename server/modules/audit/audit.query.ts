// The Audit tab's and the CSV's filters: who, what kind of thing, which action, which shop days.
import { z } from "zod";
import { AUDIT_ENTITY_TYPES } from "../../../core/audit";

const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Enter a real date");

/** Blank form fields mean "any". */
const blank = (v: unknown) => (v === "" ? undefined : v);

const FILTER_FIELDS = {
  actor: z.preprocess(blank, z.string().max(100).optional()).describe("Only this staff member's changes (their id)"),
  type: z
    .preprocess(blank, z.enum(Object.keys(AUDIT_ENTITY_TYPES) as [string, ...string[]]).optional())
    .describe("Only changes to this kind of thing"),
  action: z
    .preprocess(
      blank,
      z
        .string()
        .regex(/^[a-z_]+\.[a-z_]+$/, "Unknown action")
        .optional(),
    )
    .describe("Only this action, e.g. product.update"),
  from: z.preprocess(blank, DAY.optional()).describe("From this shop day (YYYY-MM-DD, shop time zone)"),
  to: z.preprocess(blank, DAY.optional()).describe("Up to and including this shop day"),
};

const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const OUT_OF_ORDER = { message: "The start date is after the end date", path: ["to"] };

export const AuditFilterSchema = z.object(FILTER_FIELDS).refine(inOrder, OUT_OF_ORDER);

export const AuditListQuerySchema = z
  .object({
    ...FILTER_FIELDS,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    after: z.string().max(300).optional().describe("The `next` cursor of the previous page: older entries"),
    before: z.string().max(300).optional().describe("The `prev` cursor of a page: newer entries"),
    offset: z
      .undefined({ error: "offset is no longer accepted: follow the page's next cursor with after=" })
      .optional()
      .describe("No longer accepted: use after= with the previous page's next"),
  })
  .refine(inOrder, OUT_OF_ORDER);

export type AuditFilter = z.infer<typeof AuditFilterSchema>;
