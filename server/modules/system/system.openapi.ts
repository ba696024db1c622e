// The System screen's operations in the published API: owners only.
import { z } from "zod";
import { errors, type ApiOperation } from "../../infra/http/openapi/operation";

const TAG = "Admin: system";

export const systemOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/system",
    tag: TAG,
    summary: "The shop's health (owners only)",
    description:
      "Running instances (each reports every 30 s), the database's size and its growth per day and week " +
      "(from a sample a day, kept 90 days), the mail outbox, each periodic job's " +
      "last outcome, media storage used, and warnings about the set-up.",
    admin: true,
    responses: {
      200: {
        description: "The figures",
        schema: z.object({ warnings: z.array(z.object({ id: z.string(), message: z.string() })) }).loose(),
      },
      ...errors(403),
    },
  },
  {
    method: "post",
    path: "/api/admin/system/mail/retry",
    tag: TAG,
    summary: "Send every failed e-mail again (owners only)",
    admin: true,
    responses: {
      200: { description: "How many were queued again", schema: z.object({ retried: z.number() }) },
      ...errors(403),
    },
  },
  {
    method: "post",
    path: "/api/admin/system/backup",
    tag: TAG,
    summary: "Take a backup now (owners only; SQLite)",
    description:
      "The same checked, compressed snapshot as the scheduled ones, then the retention rule. 409 on PostgreSQL.",
    admin: true,
    responses: {
      200: { description: "The backup's id", schema: z.object({ backup: z.string() }) },
      ...errors(403, 409),
    },
  },
];
