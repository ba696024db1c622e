// Stock in the published API (server/infra/http/openapi).
import { z } from "zod";
import { LotMarginSchema, LotReceiveSchema, LotReleaseSchema } from "../../../core/lot-input";
import { StockAdjustSchema, StockSetSchema } from "../../../core/stock-input";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

const TAG = "Admin: stock";
const flavour = {
  flavour: {
    description: "The flavour's name, as the stock list gives it",
    schema: z.string(),
    example: "Lemon Squash",
  },
};

export const stockOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/stock",
    tag: TAG,
    summary: "Every flavour's stock",
    description:
      "Tubs on hand, reserved by orders awaiting payment, available, the low-stock threshold, and how many " +
      "shoppers wait for a back-in-stock e-mail (`waiting`). A flavour whose stock was never set is not " +
      "counted (unlimited).",
    admin: true,
    responses: { 200: { description: "One line per flavour" } },
  },
  {
    method: "put",
    path: "/api/admin/stock/{flavour}",
    tag: TAG,
    summary: "Set a flavour's stock",
    admin: true,
    params: flavour,
    body: { schema: StockSetSchema, example: { onHand: 120, threshold: 10 } },
    responses: { 200: { description: "The flavour's line" }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "post",
    path: "/api/admin/stock/{flavour}/adjust",
    tag: TAG,
    summary: "Add a delivery or write tubs off",
    admin: true,
    params: flavour,
    body: { schema: StockAdjustSchema, example: { delta: 24 } },
    responses: { 200: { description: "The flavour's line" }, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "delete",
    path: "/api/admin/stock/{flavour}",
    tag: TAG,
    summary: "Stop counting a flavour",
    description:
      "The flavour is unlimited again, as before its stock was first set; its figures are forgotten. " +
      "Refused (409) while checkouts awaiting payment hold tubs of it. A flavour not counted stays so.",
    admin: true,
    params: flavour,
    responses: { 200: { description: "The flavour's line, not counted" }, ...errors(404, 409) },
  },
  {
    method: "get",
    path: "/api/admin/stock/lots",
    tag: TAG,
    summary: "Every lot with tubs left",
    description:
      "Per lot: its flavour, lot number, best-before date, tubs received and remaining, and its state " +
      "(`sellable`, `near` its sell-by point, `not-sellable`, `quarantined`), with the sellable margin in days.",
    admin: true,
    responses: { 200: { description: "The lots, earliest best-before first within each flavour" } },
  },
  {
    method: "post",
    path: "/api/admin/stock/{flavour}/lots",
    tag: TAG,
    summary: "Receive a lot of tubs",
    description:
      "Adds the tubs to the flavour's on hand (a flavour not yet counted starts counting) and records the lot. " +
      "Refused (400) for a lot number of another flavour, a best-before date past or within the sellable margin, " +
      "or a quantity that is not a whole number of at least 1.",
    admin: true,
    params: flavour,
    body: {
      schema: LotReceiveSchema,
      example: { quantity: 48, lotNumber: "L2311", bestBefore: "2027-03-03", supplierReference: "INV-8812" },
    },
    responses: { 201: { description: "The lot" }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "post",
    path: "/api/admin/stock/lots/{id}/quarantine",
    tag: TAG,
    summary: "Quarantine a lot",
    description: "The lot is never shipped again and its remaining tubs stop counting towards on hand.",
    admin: true,
    params: { id: { description: "The lot's id, as the lot list gives it", schema: z.string(), example: "lot_…" } },
    responses: { 200: { description: "The lot" }, ...errors(404) },
  },
  {
    method: "post",
    path: "/api/admin/stock/lots/{id}/release",
    tag: TAG,
    summary: "Release a lot from quarantine",
    description:
      "A quarantine that proved unfounded: the lot's remaining tubs count as on hand again and it ships like any " +
      "other lot. Needs a reason (kept in the audit log); refused for a lot not quarantined or past its sell-by point.",
    admin: true,
    params: { id: { description: "The lot's id, as the lot list gives it", schema: z.string(), example: "lot_…" } },
    body: {
      schema: LotReleaseSchema,
      example: { reason: "The supplier's test came back clean" },
    },
    responses: { 200: { description: "The lot" }, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "put",
    path: "/api/admin/stock/lot-margin",
    tag: TAG,
    summary: "Set the sellable margin",
    description: "Days before best-before after which a lot is no longer sold (30 unless set).",
    admin: true,
    body: { schema: LotMarginSchema, example: { sellableMarginDays: 30 } },
    responses: { 200: { description: "The margin now" }, ...errors(...BODY_ERRORS) },
  },
];
