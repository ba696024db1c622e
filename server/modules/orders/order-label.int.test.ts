// Buying a Sendle label from the admin API, against the stand-in that answers as Sendle does:
// the quote, then the purchase that stores Sendle's reference as the tracking number and fulfils
// the order through the one fulfilment path (one shipping e-mail, an audit entry in words); the
// label's PDF. A refusal or an outage leaves the order exactly as it was; without an account the
// label routes are not there and fulfilment is unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActionLabel } from "../../../core/audit";
import { signInAdmin } from "../../../tests/support/admin";
import { insertOrders } from "../../../tests/support/order-rows";
import { LABEL_PDF, startSendleStandin, UNSERVED_POSTCODE } from "../../../tests/support/sendle-standin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
let standin: Awaited<ReturnType<typeof startSendleStandin>>;
let admin: Record<string, string>;
const PARCEL = { weightGrams: 1350, lengthCm: 30, widthCm: 20, heightCm: 15 };
const LINES = [{ productId: "p-sorbet", name: "Sorbet", flavor: "Lemon", quantity: 3 }];

beforeAll(async () => {
  standin = await startSendleStandin();
  s = await startTestServer({ seed: false, env: standin.env });
  admin = await signInAdmin(s);
  // The shop's address in Settings is where Sendle collects from.
  await s.ctx.services.settings.storeDetails.save(
    {
      legalName: "Rebound Pty Ltd",
      gstRegistered: true,
      abn: "51 824 753 556",
      supportEmail: "help@example.com",
      address: "12 Smith Street, Fitzroy VIC 3065",
    },
    { userId: "usr_owner", email: "owner@example.com" },
  );
});
afterAll(async () => {
  await s.close();
  await standin.close();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${s.url}/api/admin/orders${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...admin, ...init.headers },
  });
const buy = (id: string, body: unknown = PARCEL) => api(`/${id}/label`, { method: "POST", body: JSON.stringify(body) });
const row = (id: string) =>
  s.ctx.db.selectFrom("orders").select(["status", "tracking_number"]).where("id", "=", id).executeTakeFirstOrThrow();
const mails = (email: string) => s.ctx.db.selectFrom("mail_outbox").select("subject").where("to", "=", email).execute();
const labels = (id: string) => s.ctx.db.selectFrom("order_labels").selectAll().where("order_id", "=", id).execute();

describe("a Sendle label from the order's admin API", () => {
  it("quotes the parcel, buys the label once, stores its tracking number and fulfils the order with one e-mail", async () => {
    const [order] = await insertOrders(s.ctx.db, [{ email: "label.buyer@example.com", lines: LINES }]);
    const quote = await api(`/${order!.id}/label/quote`, { method: "POST", body: JSON.stringify(PARCEL) });
    expect(quote.status).toBe(200);
    expect(await quote.json()).toMatchObject({
      carrier: "Sendle",
      priceCents: 1195,
      serviceName: "Sendle Standard Pickup",
      productCode: "STANDARD-PICKUP",
    });

    const res = await buy(order!.id, { ...PARCEL, productCode: "STANDARD-PICKUP" });
    expect(res.status).toBe(200);
    const made = standin.orders().at(-1)!;
    expect(made.idempotencyKey).toBe(`rebound-label-${order!.id}`);
    expect(made.body).toMatchObject({
      customer_reference: order!.number,
      sender: { address: { suburb: "Fitzroy", postcode: "3065", state_name: "VIC" } },
      weight: { value: "1.35", units: "kg" },
    });
    expect(await row(order!.id)).toEqual({ status: "fulfilled", tracking_number: made.sendle_reference });
    expect(await mails("label.buyer@example.com")).toHaveLength(1);
    expect(await labels(order!.id)).toMatchObject([
      { carrier: "sendle", service: "Sendle Standard Pickup", price_cents: 1195 },
    ]);
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "order.label")
      .execute();
    expect(auditActionLabel("order.label")).toBe("Shipping label bought");
    expect(audit.map((a) => a.summary)).toContain(
      `Bought a Sendle label for $11.95 for order ${order!.number} (1.35 kg, 30 × 20 × 15 cm), tracking number ${made.sendle_reference}`,
    );

    const pdf = await api(`/${order!.id}/label.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).equals(LABEL_PDF)).toBe(true);

    // Pressed again: refused here, nothing more bought, no second e-mail.
    const before = standin.orders().length;
    const again = await buy(order!.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(`Order ${order!.number} already has a label`);
    expect(standin.orders().length).toBe(before);
    expect(await mails("label.buyer@example.com")).toHaveLength(1);
  });

  it("a label Sendle refuses is one clear sentence, and the order is unchanged", async () => {
    const [order] = await insertOrders(s.ctx.db, [{ email: "remote.buyer@example.com", lines: LINES }]);
    const address = {
      name: "Remote Buyer",
      line1: "1 Outback Road",
      suburb: "Alice Springs",
      state: "NT",
      postcode: UNSERVED_POSTCODE,
    };
    await s.ctx.db
      .updateTable("orders")
      .set({ shipping_address: JSON.stringify(address) })
      .where("id", "=", order!.id)
      .execute();
    const before = standin.orders().length;
    const res = await buy(order!.id);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      `Sendle refused the request: receiver address postcode ${UNSERVED_POSTCODE} is not a postcode we deliver to`,
    );
    expect(await row(order!.id)).toEqual({ status: "paid", tracking_number: null });
    expect(await mails("remote.buyer@example.com")).toHaveLength(0);
    expect(await labels(order!.id)).toHaveLength(0);
    expect(standin.orders().length).toBe(before);
  });

  it("a parcel over 25 kg is refused before Sendle is asked", async () => {
    const [order] = await insertOrders(s.ctx.db, [{ lines: LINES }]);
    const res = await buy(order!.id, { ...PARCEL, weightGrams: 26_000 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("A parcel can weigh at most 25 kg");
    expect((await row(order!.id)).status).toBe("paid");
  });

  it("Sendle down: 503 with Retry-After and the words to try again, the order unchanged", async () => {
    const [order] = await insertOrders(s.ctx.db, [{ email: "later.buyer@example.com", lines: LINES }]);
    standin.fail("500");
    try {
      const res = await buy(order!.id);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(((await res.json()) as { error: string }).error).toBe("Sendle is not answering; try again in a minute");
    } finally {
      standin.fail("no");
    }
    expect(await row(order!.id)).toEqual({ status: "paid", tracking_number: null });
    expect(await mails("later.buyer@example.com")).toHaveLength(0);
  });
});

describe("without a Sendle account", () => {
  it("has no labels to buy, and the order is fulfilled with a typed tracking number as before", async () => {
    const plain = await startTestServer({ seed: false });
    try {
      expect(plain.ctx.services.orders.labels.enabled).toBe(false);
      const headers = { "content-type": "application/json", ...(await signInAdmin(plain)) };
      const [order] = await insertOrders(plain.ctx.db, [{ lines: LINES }]);
      const label = await fetch(`${plain.url}/api/admin/orders/${order!.id}/label`, {
        method: "POST",
        headers,
        body: JSON.stringify(PARCEL),
      });
      expect(label.status).toBe(404);
      const fulfil = await fetch(`${plain.url}/api/admin/orders/${order!.id}/fulfil`, {
        method: "POST",
        headers,
        body: JSON.stringify({ trackingNumber: "AP123456789AU" }),
      });
      expect(fulfil.status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe("labels for a selection", () => {
  it("buys each order's label at its estimate, and lists an order Sendle refuses with its reason, unchanged", async () => {
    const [good, far] = await insertOrders(s.ctx.db, [
      { email: "bulk.one@example.com", lines: LINES },
      { email: "bulk.far@example.com", lines: LINES },
    ]);
    const address = {
      name: "Far Away",
      line1: "1 Outback Road",
      suburb: "Alice Springs",
      state: "NT",
      postcode: UNSERVED_POSTCODE,
    };
    await s.ctx.db
      .updateTable("orders")
      .set({ shipping_address: JSON.stringify(address) })
      .where("id", "=", far!.id)
      .execute();
    const results = await s.ctx.services.orders.labelsBulk.buy([good!.number, far!.number, "RR-ZZZZZZ"], {
      userId: "usr_bulk",
      email: "packer@example.com",
    });
    const bought = standin.orders().at(-1)!;
    expect(results).toEqual([
      {
        number: good!.number,
        ok: true,
        trackingNumber: bought.sendle_reference,
        message: "Label bought and marked fulfilled; the customer has been e-mailed",
      },
      {
        number: far!.number,
        ok: false,
        trackingNumber: null,
        message: `Sendle refused the request: receiver address postcode ${UNSERVED_POSTCODE} is not a postcode we deliver to`,
      },
      { number: "RR-ZZZZZZ", ok: false, trackingNumber: null, message: expect.stringContaining("not found") },
    ]);
    // Three tubs at 400 g and the packaging.
    expect(bought.body).toMatchObject({ weight: { value: "1.35", units: "kg" }, customer_reference: good!.number });
    expect(await row(good!.id)).toEqual({ status: "fulfilled", tracking_number: bought.sendle_reference });
    expect(await mails("bulk.one@example.com")).toHaveLength(1);
    expect(await row(far!.id)).toEqual({ status: "paid", tracking_number: null });
    expect(await mails("bulk.far@example.com")).toHaveLength(0);
  });
});
