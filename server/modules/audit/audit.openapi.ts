// The audit log in the published API (server/infra/http/openapi): read and download, never write.
import { AuditFilterSchema, AuditListQuerySchema } from "./audit.query";
import { errors, type ApiOperation } from "../../infra/http/openapi/operation";

const TAG = "Admin: audit log";

export const auditOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/audit",
    tag: TAG,
    summary: "Staff changes, newest first",
    description:
      "Who changed what and when, with the before and after of each changed field. Days are shop days " +
      "(the shop's time zone). Entries cannot be changed or deleted.",
    admin: true,
    query: AuditListQuerySchema,
    responses: {
      200: {
        description:
          "A page of entries, newest first; `next` and `prev` are the cursors of the older and newer pages (pass them as `after` and `before`); `total` is counted up to 10,000 (`totalCapped` when more match); and the filters' choices",
      },
      ...errors(400),
    },
  },
  {
    method: "get",
    path: "/api/admin/audit/export.csv",
    tag: TAG,
    summary: "Download the matching entries as CSV",
    admin: true,
    query: AuditFilterSchema,
    responses: { 200: { description: "One row per entry", contentType: "text/csv" }, ...errors(400) },
  },
];
