// Staff accounts: invitations through the outbox (hashed, single use, 72 hours,
// replaced by a new one), roles, the last owner, and sessions ending at once; on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import type { AdminIdentity } from "../auth/auth.service";
import { INVITE_LIFETIME_HOURS, STAFF_MESSAGES } from "./staff.service";
import { failure } from "../../../tests/support/app-error";

const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
let ctx: TestContext;
let owner: AdminIdentity;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, seed: false });
  await ctx.services.auth.createAdminUser({ email: "owner@example.com", password: "owner password 2026" });
  const row = await ctx.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
  owner = { userId: row.id, email: row.email };
});
afterAll(() => ctx.dispose());

const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const PASSWORD = "a long staff password";

async function lastToken(to: string): Promise<string> {
  const row = await ctx.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to", "=", to)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return /token=([A-Za-z0-9_-]+)/.exec(row.text)![1]!;
}

const staff = () => ctx.services.staff;
const memberId = async (email: string) => (await staff().list()).members.find((m) => m.email === email)!.id;

describe("invitations", () => {
  it("e-mails a one-time link whose token is stored only as a hash; using it creates the member, signed in", async () => {
    await staff().invite(owner, { email: " Pack@Example.com ", role: "fulfilment" });
    const token = await lastToken("pack@example.com");
    const stored = await ctx.db.selectFrom("staff_invites").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await staff().peekInvite(token)).toMatchObject({ email: "pack@example.com", role: "fulfilment" });

    const weak = await failure(staff().acceptInvite({ token, password: "short" }));
    expect(weak.message).toMatch(/at least 12 characters/);
    expect(await staff().peekInvite(token)).not.toBeNull();

    const session = await staff().acceptInvite({ token, password: PASSWORD });
    expect(session.email).toBe("pack@example.com");
    expect(await ctx.services.auth.getSession(session.sessionId)).toMatchObject({ role: "fulfilment" });
    expect((await failure(staff().acceptInvite({ token, password: PASSWORD }))).message).toBe(
      STAFF_MESSAGES.inviteEnded,
    );
    expect((await staff().list()).invites).toEqual([]);
  });

  it("refuses an address already on the staff, a bad address and an unknown role, changing nothing", async () => {
    const before = await ctx.db.selectFrom("mail_outbox").select("id").execute();
    expect((await failure(staff().invite(owner, { email: "OWNER@example.com", role: "support" }))).message).toBe(
      "owner@example.com is already on the staff",
    );
    expect((await failure(staff().invite(owner, { email: "not-an-address", role: "support" }))).code).toBe(
      "validation",
    );
    expect((await failure(staff().invite(owner, { email: "x@example.com", role: "admin" }))).message).toBe(
      STAFF_MESSAGES.unknownRole,
    );
    expect(await ctx.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
    expect(await ctx.db.selectFrom("staff_invites").select("id").execute()).toHaveLength(0);
  });

  it("replaces the earlier link when invited again, and ends a link after 72 hours", async () => {
    await staff().invite(owner, { email: "help@example.com", role: "support" });
    const first = await lastToken("help@example.com");
    advance(1000);
    await staff().invite(owner, { email: "help@example.com", role: "manager" });
    const second = await lastToken("help@example.com");
    expect(await staff().peekInvite(first)).toBeNull();
    expect(await staff().peekInvite(second)).toMatchObject({ role: "manager" });

    advance(INVITE_LIFETIME_HOURS * 60 * 60 * 1000);
    expect(await staff().peekInvite(second)).toBeNull();
    expect((await staff().list()).invites).toMatchObject([{ email: "help@example.com", expired: true }]);
    await failure(staff().acceptInvite({ token: second, password: PASSWORD }));
    expect((await staff().list()).members.map((m) => m.email)).not.toContain("help@example.com");
  });

  it("refuses a link whose address joined the staff another way meanwhile, and creates nothing", async () => {
    await staff().invite(owner, { email: "twice@example.com", role: "support" });
    const token = await lastToken("twice@example.com");
    await ctx.services.auth.createAdminUser({ email: "twice@example.com", password: "cli password 2026" });
    expect((await failure(staff().acceptInvite({ token, password: PASSWORD }))).message).toBe(
      "twice@example.com is already on the staff",
    );
    const members = (await staff().list()).members.filter((m) => m.email === "twice@example.com");
    expect(members).toMatchObject([{ role: "owner" }]);
    await staff().remove(owner, members[0]!.id); // the tests below count owners
  });

  it("revokes an invitation", async () => {
    await staff().invite(owner, { email: "maybe@example.com", role: "support" });
    const token = await lastToken("maybe@example.com");
    const { id } = (await staff().list()).invites.find((i) => i.email === "maybe@example.com")!;
    await staff().revokeInvite(owner, id);
    expect(await staff().peekInvite(token)).toBeNull();
    expect((await failure(staff().revokeInvite(owner, id))).message).toBe(STAFF_MESSAGES.noInvite);
  });
});

describe("roles and removal", () => {
  async function member(email: string, role: string) {
    await staff().invite(owner, { email, role });
    return staff().acceptInvite({ token: await lastToken(email), password: PASSWORD });
  }

  it("ends the member's sessions at once when their role changes or they are removed", async () => {
    const s = await member("demote@example.com", "manager");
    const id = await memberId("demote@example.com");
    await staff().changeRole(owner, id, "support");
    expect(await ctx.services.auth.getSession(s.sessionId)).toBeNull();
    expect((await staff().list()).members.find((m) => m.id === id)!.role).toBe("support");

    const again = await ctx.services.auth.signIn({ email: "demote@example.com", password: PASSWORD });
    expect(await ctx.services.auth.getSession(again.sessionId)).toMatchObject({ role: "support" });
    await staff().remove(owner, id);
    expect(await ctx.services.auth.getSession(again.sessionId)).toBeNull();
    expect((await staff().list()).members.map((m) => m.email)).not.toContain("demote@example.com");
  });

  it("never leaves the shop without an owner, and keeps the owner from removing themself", async () => {
    expect((await failure(staff().changeRole(owner, owner.userId, "manager"))).message).toBe(STAFF_MESSAGES.lastOwner);
    expect((await failure(staff().remove(owner, owner.userId))).message).toBe(STAFF_MESSAGES.removeSelf);

    await member("second@example.com", "owner");
    const second = await memberId("second@example.com");
    const secondIdentity = { userId: second, email: "second@example.com" };
    // Both owners demote each other at once: one of them must stay an owner.
    const results = await Promise.allSettled([
      staff().changeRole(owner, second, "manager"),
      staff().changeRole(secondIdentity, owner.userId, "manager"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const owners = (await staff().list()).members.filter((m) => m.role === "owner");
    expect(owners).toHaveLength(1);
    const [remaining] = owners;
    expect((await failure(staff().remove(secondIdentity, remaining!.id))).message).toBe(
      remaining!.id === second ? STAFF_MESSAGES.removeSelf : STAFF_MESSAGES.lastOwner,
    );
  });

  it("creates owners from the command line's service call, as before", async () => {
    await ctx.services.auth.createAdminUser({ email: "cli@example.com", password: "cli password 2026" });
    expect((await staff().list()).members.find((m) => m.email === "cli@example.com")!.role).toBe("owner");
  });
});

describe("the audit log of staff changes", () => {
  it("records who invited, who joined, a role change, a revoked invitation and a removal; a refused change records nothing", async () => {
    const { auditEntries } = await import("../../../tests/support/audit");
    await staff().invite(owner, { email: "audited@example.com", role: "support" });
    await staff().acceptInvite({ token: await lastToken("audited@example.com"), password: PASSWORD });
    const id = await memberId("audited@example.com");
    await staff().changeRole(owner, id, "manager");
    await staff().invite(owner, { email: "never@example.com", role: "support" });
    const invite = (await staff().list()).invites.find((i) => i.email === "never@example.com")!;
    await staff().revokeInvite(owner, invite.id);
    const before = (await auditEntries(ctx)).length;
    await failure(staff().remove(owner, owner.userId)); // refused: yourself
    expect((await auditEntries(ctx)).length).toBe(before);
    await staff().remove(owner, id);

    const mine = (await auditEntries(ctx)).filter((e) =>
      ["audited@example.com", "never@example.com"].includes(e.entityId),
    );
    // One frozen clock: entries share their time, so compare them as a set.
    const seen = mine.map((e) => `${e.action} by ${e.actorEmail}`).sort();
    expect(seen).toEqual(
      [
        "staff.invite by owner@example.com",
        "staff.join by audited@example.com",
        "staff.change_role by owner@example.com",
        "staff.invite by owner@example.com",
        "staff.revoke_invite by owner@example.com",
        "staff.remove by owner@example.com",
      ].sort(),
    );
    const change = mine.find((e) => e.action === "staff.change_role")!;
    expect(change.changes).toEqual({ role: { before: "support", after: "manager" } });
  });
});
