// The change feed in the published API (server/infra/http/openapi).
import type { ApiOperation } from "../../infra/http/openapi/operation";

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
];
