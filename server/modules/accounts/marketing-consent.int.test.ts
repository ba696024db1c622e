// Marketing consent history: every consent and withdrawal is kept with its time and
// source; a repeat that changes nothing adds nothing; the data copy carries it and deleting the
// account removes it. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";

let ctx: TestContext;
const clock = { now: new Date("2026-06-01T00:00:00.000Z") };
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, seed: false });
});
afterAll(() => ctx.dispose());
const s = {
  get ctx() {
    return ctx;
  },
};

const tick = () => (clock.now = new Date(clock.now.getTime() + 60_000));

async function newCustomer(email: string): Promise<string> {
  const id = `cus_${email}`;
  await s.ctx.db
    .insertInto("customers")
    .values({ id, email, marketing_consent: 0, marketing_consent_at: null, created_at: clock.now.toISOString() })
    .execute();
  return id;
}

describe("marketing consent history", () => {
  it("records every consent and withdrawal with its time and source", async () => {
    const { accounts } = s.ctx.services;
    const id = await newCustomer("history@example.com");
    tick();
    await accounts.setMarketingConsent(id, true, "account-settings");
    const givenAt = clock.now.toISOString();
    tick();
    await accounts.setMarketingConsent(id, true, "account-settings"); // no change: no row
    tick();
    await accounts.setMarketingConsent(id, false, "account-settings");
    const withdrawnAt = clock.now.toISOString();

    const rows = await s.ctx.db
      .selectFrom("marketing_consents")
      .select(["customer_id", "email", "given", "source", "at"])
      .where("customer_id", "=", id)
      .orderBy("at")
      .execute();
    expect(rows).toEqual([
      { customer_id: id, email: "history@example.com", given: 1, source: "account-settings", at: givenAt },
      { customer_id: id, email: "history@example.com", given: 0, source: "account-settings", at: withdrawnAt },
    ]);
    const account = await accounts.getAccount(id);
    expect(account).toMatchObject({ marketingConsent: false, marketingConsentAt: withdrawnAt });
    expect(account.consentHistory).toEqual([
      { given: false, source: "account-settings", at: withdrawnAt },
      { given: true, source: "account-settings", at: givenAt },
    ]);
  });

  it("writes one history row when the same change arrives twice at once", async () => {
    const id = await newCustomer("twice@example.com");
    tick();
    await Promise.all([
      s.ctx.services.accounts.setMarketingConsent(id, true, "account-settings"),
      s.ctx.services.accounts.setMarketingConsent(id, true, "account-settings"),
    ]);
    expect((await s.ctx.services.accounts.getAccount(id)).consentHistory).toHaveLength(1);
  });

  it("is in the customer's data copy and goes with the account", async () => {
    const { accounts } = s.ctx.services;
    const id = await newCustomer("leaving-consent@example.com");
    tick();
    await accounts.setMarketingConsent(id, true, "account-settings");
    const copy = await accounts.data.exportFor(id);
    expect(copy!.account!.marketingConsent.history).toEqual([
      { given: true, source: "account-settings", at: clock.now.toISOString() },
    ]);
    await accounts.data.eraseFor({ customerId: id, email: "", signedInAt: clock.now.toISOString() });
    expect(await s.ctx.db.selectFrom("marketing_consents").selectAll().where("customer_id", "=", id).execute()).toEqual(
      [],
    );
  });
});
