// The Sendle adapter against the stand-in that answers as Sendle documents: a quote, a label
// bought once per idempotency key with its PDF, tracking, a refusal in one sentence, and an outage
// as 503 with a retry hint.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError, retryAfterSeconds, toErrorResponse } from "../../errors";
import { LABEL_PDF, startSendleStandin, UNSERVED_POSTCODE } from "../../../tests/support/sendle-standin";
import type { CarrierAddress, LabelRequest } from "./carrier";
import { createSendle, SENDLE_DOWN_MESSAGE } from "./sendle";

let standin: Awaited<ReturnType<typeof startSendleStandin>>;
const shop: CarrierAddress = {
  line1: "12 Smith Street",
  suburb: "Fitzroy",
  state: "VIC",
  postcode: "3065",
  country: "AU",
};
const home: CarrierAddress = {
  line1: "80 Wentworth Park Road",
  suburb: "Glebe",
  state: "NSW",
  postcode: "2037",
  country: "AU",
};
const parcel = { weightGrams: 1350, lengthCm: 30, widthCm: 20, heightCm: 15 };
const sendle = () =>
  createSendle({
    sendleId: standin.env.SENDLE_ID,
    apiKey: standin.env.SENDLE_API_KEY,
    baseUrl: standin.url,
    timeoutMs: 500,
  });
const request = (over: Partial<LabelRequest> = {}): LabelRequest => ({
  sender: { name: "Rebound", company: "Rebound Pty Ltd", email: "orders@example.com", address: shop },
  receiver: { name: "Clark Kent", email: "clark@example.com", address: home },
  parcel,
  description: "Frozen dessert tubs",
  reference: "RR-ABC123",
  idempotencyKey: `label-${Math.random()}`,
  ...over,
});

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

beforeAll(async () => {
  standin = await startSendleStandin();
});
afterAll(() => standin.close());
beforeEach(() => standin.fail("no"));

describe("the Sendle adapter against the stand-in", () => {
  it("quotes a parcel between two postcodes, cheapest first, in cents with its service and days", async () => {
    const quotes = await sendle().quote(shop, home, parcel);
    expect(quotes[0]).toEqual({
      priceCents: 1195, // $8.95 up to 500 g, and two further half-kilos begun at $1.50
      productCode: "STANDARD-PICKUP",
      serviceName: "Sendle Standard Pickup",
      etaDays: [2, 4],
    });
    expect(quotes[1]!.priceCents).toBeGreaterThan(quotes[0]!.priceCents);
  });

  it("buys a label: Sendle's reference is the tracking number, and its PDF downloads", async () => {
    const label = await sendle().buyLabel(request({ productCode: "STANDARD-PICKUP" }));
    expect(label.trackingNumber).toMatch(/^S[0-9A-Z]{5,}$/);
    expect(label.priceCents).toBe(1195);
    const made = standin.orders().find((o) => o.order_id === label.carrierOrderId)!;
    expect(made.body).toMatchObject({
      customer_reference: "RR-ABC123",
      weight: { value: "1.35", units: "kg" },
      dimensions: { length: "30", width: "20", height: "15", units: "cm" },
      receiver: { contact: { name: "Clark Kent" }, address: { suburb: "Glebe", postcode: "2037", state_name: "NSW" } },
      product_code: "STANDARD-PICKUP",
    });
    const pdf = await sendle().labelPdf(label.labelUrl);
    expect(Buffer.from(pdf).equals(LABEL_PDF)).toBe(true);
  });

  it("a retried purchase with the same idempotency key is one Sendle order, charged once", async () => {
    const before = standin.orders().length;
    const r = request({ idempotencyKey: "order-ord_retry-label" });
    const first = await sendle().buyLabel(r);
    const again = await sendle().buyLabel(r);
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(standin.orders().length).toBe(before + 1);
    expect(standin.idempotencyKeys.filter((k) => k === "order-ord_retry-label")).toHaveLength(2);
  });

  it("reads the parcel's tracking events", async () => {
    const label = await sendle().buyLabel(request());
    const t = await sendle().tracking(label.trackingNumber);
    expect(t.state).toBe("In Transit");
    expect(t.events.map((e) => e.type)).toEqual(["Pickup", "In Transit"]);
    expect(t.events[0]).toMatchObject({ description: "Parcel picked up", location: "Fitzroy, VIC" });
  });

  it("a purchase Sendle refuses is one sentence naming the field, and no order is made", async () => {
    const before = standin.orders().length;
    const far = await refusal(
      sendle().buyLabel(request({ receiver: { name: "Remote", address: { ...home, postcode: UNSERVED_POSTCODE } } })),
    );
    expect(far.status).toBe(400);
    expect(far.message).toBe(
      `Sendle refused the request: receiver address postcode ${UNSERVED_POSTCODE} is not a postcode we deliver to`,
    );
    const heavy = await refusal(sendle().quote(shop, home, { ...parcel, weightGrams: 30_000 }));
    expect(heavy.message).toBe("Sendle refused the request: weight must be less than or equal to 25 kg");
    expect(standin.orders().length).toBe(before);
  });

  it("wrong credentials say which settings to check, not Sendle's words", async () => {
    const wrong = createSendle({ sendleId: "someone", apiKey: "nope", baseUrl: standin.url });
    const err = await refusal(wrong.quote(shop, home, parcel));
    expect(err.message).toMatch(/check SENDLE_ID and SENDLE_API_KEY/);
  });

  it("Sendle down (a 500, or no answer in time) is 503 with a retry hint, never a 500", async () => {
    for (const mode of ["500", "hang"] as const) {
      standin.fail(mode);
      const err = await refusal(sendle().buyLabel(request()));
      expect(err.message).toBe(SENDLE_DOWN_MESSAGE);
      const answer = toErrorResponse(err);
      expect(answer.status).toBe(503);
      expect(answer.headers["Retry-After"]).toBe("60");
      expect(retryAfterSeconds(err)).toBe(60);
    }
  });

  it("sends the account's credentials only to Sendle's own label addresses", async () => {
    const err = await refusal(sendle().labelPdf("https://elsewhere.example.com/label.pdf"));
    expect(err.status).toBe(404);
  });
});
