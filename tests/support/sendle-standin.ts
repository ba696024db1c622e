// A local stand-in for Sendle's REST API, answering the requests the shop's adapter
// (server/infra/carriers/sendle.ts) makes the way Sendle documents them: HTTP Basic auth of the
// Sendle ID and API key; GET /api/products (a quote per product); POST /api/orders (an order with
// its sendle_reference, tracking_url and label URLs, made once per Idempotency-Key); the label
// PDF behind each label URL; GET /api/parcels/{ref}/tracking. It refuses what Sendle refuses
// (an unknown postcode, over 25 kg, a missing field) with Sendle's error shape, and can be told
// to fail (answer 500) or hang, as an outage would.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STANDIN_SENDLE_ID = "rebound_test";
export const STANDIN_API_KEY = "standin-key-123";
/** Postcodes Sendle "does not service" here: a refusal a test can ask for. */
export const UNSERVED_POSTCODE = "0872";
export const MAX_KG = 25;

/** A one-page PDF, enough for a browser or pdf reader to open. */
export const LABEL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 283 425]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Json = Record<string, unknown>;
export type StandinOrder = { order_id: string; sendle_reference: string; body: Json; idempotencyKey: string | null };

const unprocessable = (messages: Json) => ({
  error: "unprocessable_entity",
  error_description:
    "The data you supplied is invalid. Error messages are in the messages section. Please fix those fields and try again.",
  messages,
});

/** Sendle's price: $8.95 up to 500 g, then $1.50 each further 500 g begun. */
export function standinPrice(kg: number): number {
  return Math.round((8.95 + Math.max(0, Math.ceil((kg - 0.5) / 0.5)) * 1.5) * 100) / 100;
}

function check(field: string, v: unknown, messages: Json) {
  if (typeof v !== "string" || v.trim() === "") messages[field] = ["can't be blank"];
}

/** Sendle's checks of a weight and a postcode pair, in its error shape. */
function checkRoute(senderPostcode: unknown, receiverPostcode: unknown, kg: number, messages: Json) {
  for (const [who, pc] of [
    ["sender", senderPostcode],
    ["receiver", receiverPostcode],
  ] as const) {
    if (typeof pc !== "string" || !/^\d{4}$/.test(pc))
      messages[who] = [{ address: [{ postcode: ["is not a valid postcode"] }] }];
    else if (pc === UNSERVED_POSTCODE)
      messages[who] = [{ address: [{ postcode: [`${pc} is not a postcode we deliver to`] }] }];
  }
  if (!Number.isFinite(kg) || kg <= 0) messages.weight = ["must be a number greater than 0"];
  else if (kg > MAX_KG) messages.weight = [`must be less than or equal to ${MAX_KG} kg`];
}

export async function startSendleStandin() {
  const orders = new Map<string, StandinOrder>();
  const byKey = new Map<string, StandinOrder>();
  /** Every Idempotency-Key a create-order request carried, repeats included. */
  const idempotencyKeys: string[] = [];
  const requests: { method: string; path: string }[] = [];
  let failing: "no" | "500" | "hang" = "no";
  let seq = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://standin");
      requests.push({ method: req.method ?? "", path: url.pathname });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (failing === "hang") return; // the adapter's timeout ends it
      if (failing === "500") return send(500, { error: "internal_server_error" });
      const expected = `Basic ${Buffer.from(`${STANDIN_SENDLE_ID}:${STANDIN_API_KEY}`).toString("base64")}`;
      if (req.headers.authorization !== expected) {
        return send(401, {
          error: "unauthorised",
          error_description: "The authorisation details are not valid. Either the Sendle ID or API key are incorrect.",
        });
      }
      const origin = `http://${req.headers.host}`;
      if (req.method === "GET" && url.pathname === "/api/products") return quote(url.searchParams, send);
      if (req.method === "POST" && url.pathname === "/api/orders") {
        let body: Json;
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          return send(400, { error: "bad_request", error_description: "The request body is not valid JSON." });
        }
        return create(body, req.headers["idempotency-key"], origin, send);
      }
      const label = /^\/api\/orders\/([\w-]+)\/labels\/(a4|cropped)\.pdf$/.exec(url.pathname);
      if (req.method === "GET" && label) {
        if (!orders.has(label[1]!))
          return send(404, { error: "not_found", error_description: "The resource you requested was not found." });
        res.writeHead(200, { "content-type": "application/pdf" });
        return res.end(LABEL_PDF);
      }
      const track = /^\/api\/parcels\/(\w+)\/tracking$/.exec(url.pathname);
      if (req.method === "GET" && track) {
        const order = [...orders.values()].find((o) => o.sendle_reference === track[1]);
        if (!order)
          return send(404, { error: "not_found", error_description: "The resource you requested was not found." });
        return send(200, {
          state: "In Transit",
          status: { description: "In transit", last_changed_at: "2026-05-02 01:00:00 UTC" },
          tracking_events: [
            {
              event_type: "Pickup",
              scan_time: "2026-05-01T23:04:00Z",
              description: "Parcel picked up",
              location: "Fitzroy, VIC",
            },
            {
              event_type: "In Transit",
              scan_time: "2026-05-02T01:00:00Z",
              description: "In transit between locations",
              location: "Melbourne, VIC",
            },
          ],
        });
      }
      send(404, { error: "not_found", error_description: "The resource you requested was not found." });
    });
  });

  function quote(q: URLSearchParams, send: (s: number, b: unknown) => void) {
    const messages: Json = {};
    for (const f of ["sender_address_postcode", "receiver_address_postcode", "weight_value", "weight_units"]) {
      check(f, q.get(f) ?? undefined, messages);
    }
    if (q.get("weight_units") && q.get("weight_units") !== "kg")
      messages.weight_units = ["is not included in the list"];
    checkRoute(
      q.get("sender_address_postcode"),
      q.get("receiver_address_postcode"),
      Number(q.get("weight_value")),
      messages,
    );
    if (Object.keys(messages).length > 0) return send(422, unprocessable(messages));
    const price = standinPrice(Number(q.get("weight_value")));
    send(200, [
      {
        quote: {
          gross: { amount: price, currency: "AUD" },
          net: { amount: Math.round((price / 1.1) * 100) / 100, currency: "AUD" },
        },
        eta: { days_range: [2, 4] },
        route: { type: "national", description: "National" },
        product: {
          code: "STANDARD-PICKUP",
          name: "Sendle Standard Pickup",
          first_mile_option: "pickup",
          service: "standard",
        },
      },
      {
        quote: { gross: { amount: price + 6, currency: "AUD" } },
        eta: { days_range: [1, 2] },
        product: {
          code: "EXPRESS-PICKUP",
          name: "Sendle Express Pickup",
          first_mile_option: "pickup",
          service: "express",
        },
      },
    ]);
  }

  function create(
    body: Json,
    key: string | string[] | undefined,
    origin: string,
    send: (s: number, b: unknown) => void,
  ) {
    const idempotencyKey = typeof key === "string" ? key : null;
    if (idempotencyKey) idempotencyKeys.push(idempotencyKey);
    const seen = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (seen) return send(201, answer(seen, origin));
    const messages: Json = {};
    const sender = body.sender as { contact?: Json; address?: Json } | undefined;
    const receiver = body.receiver as { contact?: Json; address?: Json } | undefined;
    for (const [who, p] of [
      ["sender", sender],
      ["receiver", receiver],
    ] as const) {
      const m: Json = {};
      check("name", p?.contact?.name, m);
      for (const f of ["address_line1", "suburb", "postcode", "state_name"]) check(f, p?.address?.[f], m);
      if (Object.keys(m).length > 0) messages[who] = [m];
    }
    check("description", body.description, messages);
    const weight = body.weight as { value?: unknown; units?: unknown } | undefined;
    const dims = body.dimensions as Json | undefined;
    if (weight?.units !== "kg") messages.weight = ["units must be kg here"];
    if (!dims || ["length", "width", "height"].some((d) => !(Number(dims[d]) > 0)) || dims.units !== "cm") {
      messages.dimensions = ["must give length, width and height in cm"];
    }
    if (Object.keys(messages).length === 0) {
      checkRoute(sender?.address?.postcode, receiver?.address?.postcode, Number(weight?.value), messages);
    }
    if (Object.keys(messages).length > 0) return send(422, unprocessable(messages));
    seq += 1;
    const order: StandinOrder = {
      order_id: randomUUID(),
      sendle_reference: `S${(seq * 7919 + 100000).toString(36).toUpperCase().padStart(6, "0")}`,
      body,
      idempotencyKey,
    };
    orders.set(order.order_id, order);
    if (idempotencyKey) byKey.set(idempotencyKey, order);
    send(201, answer(order, origin));
  }

  function answer(o: StandinOrder, origin: string) {
    const price = standinPrice(Number((o.body.weight as Json).value));
    return {
      order_id: o.order_id,
      state: "Pickup",
      order_url: `${origin}/api/orders/${o.order_id}`,
      sendle_reference: o.sendle_reference,
      tracking_url: `${origin}/tracking?ref=${o.sendle_reference}`,
      customer_reference: o.body.customer_reference ?? null,
      labels: [
        { format: "pdf", size: "a4", url: `${origin}/api/orders/${o.order_id}/labels/a4.pdf` },
        { format: "pdf", size: "cropped", url: `${origin}/api/orders/${o.order_id}/labels/cropped.pdf` },
      ],
      price: { gross: { amount: price, currency: "AUD" } },
      weight: o.body.weight,
      dimensions: o.body.dimensions,
      sender: o.body.sender,
      receiver: o.body.receiver,
    };
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    url,
    env: { SENDLE_ID: STANDIN_SENDLE_ID, SENDLE_API_KEY: STANDIN_API_KEY, SENDLE_BASE_URL: url },
    /** Orders Sendle made (and charged for): one per idempotency key. */
    orders: () => [...orders.values()],
    idempotencyKeys,
    requests,
    fail(mode: "no" | "500" | "hang") {
      failing = mode;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
