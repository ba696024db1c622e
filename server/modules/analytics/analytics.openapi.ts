// Cookieless analytics in the published API: the storefront's beacon, and the
// Analytics screen's figures for owners and managers.
import { z } from "zod";
import { BEACON_MAX_BYTES } from "../../../core/analytics";
import { MAX_RANGE_DAYS } from "../../../core/analytics-range";
import { errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { BEACON_PATH } from "./analytics.api";

const RangeQuery = z.object({
  from: z.iso.date().optional().describe("First shop day, YYYY-MM-DD (default: 29 days before `to`)"),
  to: z.iso.date().optional().describe("Last shop day, YYYY-MM-DD (default: today)"),
});

const silent = (description: string) => ({ description });

export const analyticsOperations: ApiOperation[] = [
  {
    method: "post",
    path: BEACON_PATH,
    tag: "Shop",
    summary: "Count a page view, product view, add-to-cart or checkout (the storefront's beacon)",
    description:
      "Sent by navigator.sendBeacon. No cookie is read or set; the address and user agent are only hashed " +
      "with a salt that changes every day (and is then deleted) to count unique visitors. Bots are not counted. " +
      `Bodies over ${BEACON_MAX_BYTES} bytes are refused before they are read; each address may send 120 a minute (more are dropped). ` +
      "Answers carry no body.",
    admin: false,
    rawBody: {
      contentType: "text/plain",
      description:
        'JSON text: {"k": "v" (page view) | "p" (product view) | "c" (add to cart) | "s" (checkout started), ' +
        '"p": path, "r"?: referring host, "us"/"um"/"uc"?: UTM source, medium, campaign, "id"?: product id, "f"?: flavour}',
    },
    responses: {
      204: silent("Counted, or dropped without a word: a bot, another site's page, or an address past 120 a minute"),
      400: silent("Not a beacon: nothing stored"),
      413: silent("Over the size limit: nothing read or stored"),
    },
  },
  {
    method: "get",
    path: "/api/admin/analytics",
    tag: "Admin: analytics",
    summary: "Visitors, the funnel, revenue and where visits came from (owners and managers)",
    description:
      `By shop day over a range of up to ${MAX_RANGE_DAYS} days (the last 30 by default), with the same number ` +
      "of days before it for comparison. Money in cents, GST included; rates between 0 and 1.",
    admin: true,
    query: RangeQuery,
    responses: {
      200: {
        description: "The report",
        schema: z
          .object({
            range: z.object({ from: z.string(), to: z.string() }),
            previousRange: z.object({ from: z.string(), to: z.string() }),
            funnel: z.array(z.object({ step: z.string(), count: z.number(), rate: z.number().nullable() })),
          })
          .loose(),
      },
      ...errors(400, 403),
    },
  },
  {
    method: "get",
    path: "/api/admin/analytics/export.csv",
    tag: "Admin: analytics",
    summary: "The range's figures by day as CSV (owners and managers)",
    admin: true,
    query: RangeQuery,
    responses: {
      200: { description: "One line per day and a total line", contentType: "text/csv" },
      ...errors(400, 403),
    },
  },
];
