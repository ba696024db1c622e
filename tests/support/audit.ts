// Reading the audit log in tests: the newest entries straight from the table.
import type { AuditEntryView } from "../../core/audit";
const OWNER = { role: "owner" as const };
import type { TestContext } from "./test-server";

/** Entries newest first, optionally of one action only. */
export async function auditEntries(ctx: TestContext, action?: string): Promise<AuditEntryView[]> {
  const { entries } = await ctx.services.audit.list(action ? { action, limit: 200 } : { limit: 200 }, OWNER);
  return entries;
}

export async function auditCount(ctx: TestContext): Promise<number> {
  return (await ctx.services.audit.list({ limit: 1 }, OWNER)).total;
}
