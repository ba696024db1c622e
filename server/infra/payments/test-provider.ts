// The built-in test provider (the default when no Stripe key is set): a
// hosted card page at /pay/{session id}, backed by the payment_sessions table.
// The card rules live in test-cards.ts; what a payment does to an order is the
// orders service's business (server/modules/checkout/test-payment.service.ts).
import { randomIdHex } from "../random";
import type { Selectable } from "kysely";
import type { Db } from "../db/client";
import type { PaymentSessionsTable } from "../db/schema";
import type { PaymentOrder, PaymentProvider, PaymentSession, SavedCharge, SavedChargeResult } from "./payment-provider";
import { DECLINE_MESSAGE, offSessionOutcome } from "./test-cards";

export type TestSessionRow = Selectable<PaymentSessionsTable>;

/** Like Stripe Checkout's default, a payment page lasts 24 hours. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** How a test payment that confirms later will end. */
export type DelayedOutcome = "succeeds" | "fails";

export const TEST_SESSION_ID_PATTERN = /^cs_test_[0-9a-f]{32}$/;

export type TestProvider = PaymentProvider & {
  getSession(id: string): Promise<TestSessionRow | undefined>;
  /** open → complete, once; `delayed`: a payment that succeeds or fails later, settled by the page's service. */
  completeSession(trx: Db, id: string, delayed?: DelayedOutcome): Promise<boolean>;
  /** open → expired, once. */
  expireSession(trx: Db, id: string): Promise<boolean>;
  /** Open sessions whose page has timed out, oldest first (for the hourly sweep). */
  listOverdueSessions(limit: number): Promise<TestSessionRow[]>;
  /**
   * Keeps a test card for later charges (a subscription's first payment): answers its
   * token, "pm_test_" + 24 hex, which is all the shop stores. Written in `trx` with the payment.
   */
  keepCard(trx: Db, card: { number: string; brand: string; last4: string; token?: string }): Promise<{ token: string }>;
  chargeSaved(charge: SavedCharge): Promise<SavedChargeResult>;
  /** Charges made (not repeats of a key), for tests and the benchmark. */
  countCharges(): Promise<number>;
};

export const TEST_TOKEN_PATTERN = /^pm_test_[0-9a-f]{24}$/;

export function createTestProvider(deps: { db: Db; clock: () => Date; ttlMs?: number }): TestProvider {
  const { db, clock } = deps;
  const ttl = deps.ttlMs ?? TEST_SESSION_TTL_MS;
  const move = async (trx: Db, id: string, to: "complete" | "expired", delayed?: DelayedOutcome) => {
    const r = await trx
      .updateTable("payment_sessions")
      .set({
        status: to,
        ...(to === "complete" ? { completed_at: clock().toISOString() } : {}),
        ...(delayed ? { delayed_outcome: delayed } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", "open")
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  };
  const selectCharge = (key: string) =>
    db.selectFrom("test_charges").select(["status", "reference"]).where("idempotency_key", "=", key).executeTakeFirst();
  function prepareSession(order: PaymentOrder, trx: Db) {
    const id = `cs_test_${randomIdHex(16)}`;
    const now = clock();
    const write = trx.insertInto("payment_sessions").values({
      id,
      order_id: order.id,
      status: "open",
      amount_total: order.total,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttl).toISOString(),
    });
    // Same origin as the shop, so the address is relative: it works whatever PUBLIC_URL says.
    return { session: { id, url: `/pay/${id}` }, write };
  }

  return {
    name: "test",
    prepareSession,
    resumeSession: async (id: string) => ({ id, url: `/pay/${id}` }),
    async createSession(order: PaymentOrder, trx: Db = db): Promise<PaymentSession> {
      const { session, write } = prepareSession(order, trx);
      await trx.executeQuery(write.compile());
      return session;
    },
    getSession(id) {
      return db.selectFrom("payment_sessions").selectAll().where("id", "=", id).executeTakeFirst();
    },
    completeSession: (trx, id, delayed) => move(trx, id, "complete", delayed),
    expireSession: (trx, id) => move(trx, id, "expired"),
    async keepCard(trx, card) {
      const token = card.token ?? `pm_test_${randomIdHex(12)}`;
      await trx
        .insertInto("test_saved_cards")
        .values({
          token,
          card_number: card.number.replace(/[\s-]/g, ""),
          brand: card.brand,
          last4: card.last4,
          created_at: clock().toISOString(),
        })
        .execute();
      return { token };
    },
    async chargeSaved(charge) {
      // Like Stripe: the first request with a key decides; every later one answers that charge.
      const answer = (row: { status: string; reference: string }): SavedChargeResult =>
        row.status === "paid"
          ? { status: "paid", reference: row.reference }
          : row.status === "needs_action"
            ? { status: "needs_action", reference: row.reference }
            : { status: "declined", message: DECLINE_MESSAGE };
      const before = await selectCharge(charge.idempotencyKey);
      if (before) return answer(before);
      const card = TEST_TOKEN_PATTERN.test(charge.paymentMethod)
        ? await db
            .selectFrom("test_saved_cards")
            .select("card_number")
            .where("token", "=", charge.paymentMethod)
            .executeTakeFirst()
        : undefined;
      await db
        .insertInto("test_charges")
        .values({
          idempotency_key: charge.idempotencyKey,
          reference: `pi_test_${randomIdHex(12)}`,
          payment_method: charge.paymentMethod,
          amount: charge.amount,
          currency: charge.currency,
          status: card ? offSessionOutcome(card.card_number) : "declined",
          order_id: charge.orderId,
          created_at: clock().toISOString(),
        })
        // Two requests with one key at once: one row, and both answer it.
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .execute();
      return answer((await selectCharge(charge.idempotencyKey))!);
    },
    async countCharges() {
      const r = await db
        .selectFrom("test_charges")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    listOverdueSessions(limit) {
      return db
        .selectFrom("payment_sessions")
        .selectAll()
        .where("status", "=", "open")
        .where("expires_at", "<=", clock().toISOString())
        .orderBy("expires_at")
        .limit(limit)
        .execute();
    },
  };
}
