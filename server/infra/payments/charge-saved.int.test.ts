// Off-session charges to a kept card, on both providers: the same idempotency key answers
// the same charge and never makes a second; the card decides paid, declined or needs the shopper.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { FAKE_STRIPE_KEY, startFakeStripe } from "../../../tests/support/fake-stripe";
import type { SavedCharge } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";
import { TEST_CARD_AUTHENTICATE, TEST_CARD_DECLINE, TEST_CARD_SUCCESS } from "./test-cards";
import { createTestProvider, TEST_TOKEN_PATTERN, type TestProvider } from "./test-provider";

const charge = (over: Partial<SavedCharge>): SavedCharge => ({
  subscriptionId: "sub_1",
  cycle: 1,
  idempotencyKey: "renewal-sub_1-1",
  amount: 5391,
  currency: "AUD",
  providerCustomer: null,
  paymentMethod: "pm_test_000000000000000000000000",
  orderId: "ord_1",
  description: "Rebound renewal",
  ...over,
});

describe("the test provider's kept cards", () => {
  let ctx: TestContext;
  let provider: TestProvider;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    provider = createTestProvider({ db: ctx.db, clock: () => new Date() });
  });
  afterAll(() => ctx.dispose());
  const keep = (number: string) => provider.keepCard(ctx.db, { number, brand: "Visa", last4: number.slice(-4) });

  it("a kept 4242 card is charged once per key, however often the key is asked", async () => {
    const { token } = await keep(TEST_CARD_SUCCESS);
    expect(token).toMatch(TEST_TOKEN_PATTERN);
    const before = await provider.countCharges();
    const c = charge({ paymentMethod: token, idempotencyKey: "k-paid" });
    const answers = await Promise.all([provider.chargeSaved(c), provider.chargeSaved(c), provider.chargeSaved(c)]);
    expect(answers[0]).toMatchObject({ status: "paid", reference: expect.stringMatching(/^pi_test_/) });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await provider.countCharges()).toBe(before + 1);
    const other = await provider.chargeSaved({ ...c, idempotencyKey: "k-paid-2" });
    expect(other.status).toBe("paid");
    expect(await provider.countCharges()).toBe(before + 2);
  });

  it("the decline card declines; the authentication card needs the shopper; an unknown token declines", async () => {
    const declined = await keep(TEST_CARD_DECLINE);
    const auth = await keep(TEST_CARD_AUTHENTICATE);
    expect(await provider.chargeSaved(charge({ paymentMethod: declined.token, idempotencyKey: "k-d" }))).toEqual({
      status: "declined",
      message: "Your card was declined. Try a different card.",
    });
    expect(await provider.chargeSaved(charge({ paymentMethod: auth.token, idempotencyKey: "k-a" }))).toMatchObject({
      status: "needs_action",
    });
    expect(
      await provider.chargeSaved(charge({ paymentMethod: "pm_test_ffffffffffffffffffffffff", idempotencyKey: "k-u" })),
    ).toMatchObject({ status: "declined" });
  });
});

describe("Stripe off-session charges through the local stand-in", () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof createStripeProvider>;
  let sdk: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const api = { host: "127.0.0.1", port: fake.port, protocol: "http" as const };
    provider = createStripeProvider({
      secretKey: FAKE_STRIPE_KEY,
      webhookSecret: "whsec_x",
      publicUrl: "http://shop.test",
      shopName: "Rebound",
      api,
    });
    sdk = new Stripe(FAKE_STRIPE_KEY, { ...api, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  const saved = async (token: string) => {
    const customer = await sdk.customers.create({ email: "sam@example.com" });
    const pm = await sdk.paymentMethods.create({ type: "card", card: { token } });
    await sdk.paymentMethods.attach(pm.id, { customer: customer.id });
    return { providerCustomer: customer.id, paymentMethod: pm.id };
  };

  it("a PaymentIntent off_session and confirmed, once per idempotency key", async () => {
    const c = charge({ ...(await saved("tok_visa")), idempotencyKey: "renewal-s-1" });
    const first = await provider.chargeSaved(c);
    const again = await provider.chargeSaved(c);
    expect(first).toMatchObject({ status: "paid", reference: expect.stringMatching(/^pi_/) });
    expect(again).toEqual(first);
    expect(fake.paymentIntents).toHaveLength(1);
    const form = fake.paymentIntents[0]!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      amount: "5391",
      currency: "aud",
      customer: c.providerCustomer,
      payment_method: c.paymentMethod,
      off_session: "true",
      confirm: "true",
    });
  });

  it("card_declined is declined and authentication_required needs the shopper, each once per key", async () => {
    const before = fake.paymentIntents.length;
    const d = charge({ ...(await saved("tok_chargeDeclined")), idempotencyKey: "renewal-s-2" });
    expect(await provider.chargeSaved(d)).toEqual({ status: "declined", message: "Your card was declined." });
    expect(await provider.chargeSaved(d)).toMatchObject({ status: "declined" });
    const a = charge({ ...(await saved("tok_authenticationRequired")), idempotencyKey: "renewal-s-3" });
    expect(await provider.chargeSaved(a)).toMatchObject({
      status: "needs_action",
      reference: expect.stringMatching(/^pi_/),
    });
    expect(fake.paymentIntents.length).toBe(before + 2);
  });
});
