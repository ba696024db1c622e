// Stock in the published API (server/infra/http/openapi).
import { z } from "zod";
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
];
