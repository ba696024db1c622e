// Signs in a second member of staff with the role a test needs: the owner (already signed in)
// invites them, and they accept with a password. Returns the headers their requests carry.
import type { StaffRole } from "../../core/staff-roles";
import type { TestContext } from "./test-server";

export async function signInStaffAs(
  s: { url: string; ctx: TestContext },
  role: Exclude<StaffRole, "owner">,
  email = `${role}@example.com`,
): Promise<Record<string, string>> {
  const owner = await s.ctx.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
  await s.ctx.services.staff.invite({ userId: owner.id, email: owner.email }, { email, role });
  const mail = await s.ctx.db
    .selectFrom("mail_outbox")
    .select("text")
    .where("to", "=", email)
    .executeTakeFirstOrThrow();
  const token = /token=([\w-]+)/.exec(mail.text)![1]!;
  const { sessionId } = await s.ctx.services.staff.acceptInvite({ token, password: "a long staff password" });
  return { cookie: `shop_admin_session=${sessionId}`, origin: s.url };
}
