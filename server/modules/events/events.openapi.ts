// The change feed in the published API (server/infra/http/openapi).
import { errors, type ApiOperation } from "../../infra/http/openapi/operation";

export const eventOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/events",
    tag: "Shop",
    summary: "Server-Sent Events: something changed",
    description:
      "A stream of events named products.changed, videos.changed and settings.changed (data: the " +
      "event as JSON). Refetch what you show when one arrives. A comment every 25 s keeps the connection open.",
    admin: false,
    responses: { 200: { description: "The event stream", contentType: "text/event-stream" } },
  },
  {
    method: "get",
    path: "/api/admin/events",
    tag: "Shop",
    summary: "Server-Sent Events for staff: something changed, including work waiting",
    description:
      "The same stream as /api/events, plus work.changed when orders to fulfil, return requests or " +
      "messages change (at most one a second). Every staff role may open it.",
    admin: true,
    responses: {
      200: { description: "The event stream", contentType: "text/event-stream" },
      ...errors(401),
    },
  },
];
