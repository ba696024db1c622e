// Sendle's REST API (quote, create order, label PDF, tracking) over fetch, with HTTP Basic auth
// of the account's Sendle ID and API key. Sendle's refusals (4xx with `error`, `error_description`
// and per-field `messages`) become one sentence staff can act on; an outage, a 5xx or a timeout
// becomes "try again in a minute" (503 with Retry-After), never a 500.
import { AppError } from "../../errors";
import type {
  BoughtLabel,
  Carrier,
  CarrierAddress,
  CarrierParty,
  CarrierQuote,
  LabelRequest,
  Parcel,
  Tracking,
} from "./carrier";

export const SENDLE_PRODUCTION_URL = "https://api.sendle.com/api";
export const SENDLE_SANDBOX_URL = "https://sandbox.sendle.com/api";
export const SENDLE_DOWN_MESSAGE = "Sendle is not answering; try again in a minute";
const RETRY_AFTER_SECONDS = 60;

export type SendleOptions = { sendleId: string; apiKey: string; baseUrl: string; timeoutMs?: number };

type SendleErrorBody = { error?: unknown; error_description?: unknown; messages?: unknown };

/** Sendle nests its field messages ({receiver: [{address: [{postcode: ["…"]}]}]}): each leaf with its path. */
export function sendleMessages(messages: unknown, path: string[] = []): string[] {
  if (typeof messages === "string") {
    const where = path.filter((p) => !/^\d+$/.test(p)).map((p) => p.replace(/_/g, " "));
    return [where.length > 0 ? `${where.join(" ")} ${messages}` : messages];
  }
  if (Array.isArray(messages)) return messages.flatMap((m) => sendleMessages(m, path));
  if (messages && typeof messages === "object") {
    return Object.entries(messages).flatMap(([k, v]) => sendleMessages(v, [...path, k]));
  }
  return [];
}

/** The sentence staff read for a refusal: what Sendle said about the first field, else its summary. */
export function refusalSentence(status: number, body: SendleErrorBody | null): string {
  if (status === 401)
    return "Sendle did not accept the shop's Sendle ID and API key; check SENDLE_ID and SENDLE_API_KEY";
  if (status === 429) return SENDLE_DOWN_MESSAGE;
  const fields = sendleMessages(body?.messages);
  const summary = typeof body?.error_description === "string" ? body.error_description : "";
  const reason = fields.length > 0 ? fields.join("; ") : summary || `it answered ${status}`;
  return `Sendle refused the request: ${reason.replace(/\.$/, "")}`;
}

const kg = (grams: number) => (grams / 1000).toFixed(3).replace(/\.?0+$/, "");
const cm = (n: number) => String(n);

function party(p: CarrierParty) {
  return {
    contact: {
      name: p.name,
      ...(p.email ? { email: p.email } : {}),
      ...(p.phone ? { phone: p.phone } : {}),
      ...(p.company ? { company: p.company } : {}),
    },
    address: {
      address_line1: p.address.line1,
      ...(p.address.line2 ? { address_line2: p.address.line2 } : {}),
      suburb: p.address.suburb,
      state_name: p.address.state,
      postcode: p.address.postcode,
      country: p.address.country,
    },
  };
}

const cents = (amount: unknown): number | null =>
  typeof amount === "number"
    ? Math.round(amount * 100)
    : typeof amount === "string"
      ? Math.round(Number(amount) * 100)
      : null;

export function createSendle(opts: SendleOptions): Carrier {
  const base = opts.baseUrl.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${opts.sendleId}:${opts.apiKey}`).toString("base64")}`;
  const timeoutMs = opts.timeoutMs ?? 15_000;

  const down = (cause: unknown) =>
    new AppError("unavailable", SENDLE_DOWN_MESSAGE, { details: { retryAfterSeconds: RETRY_AFTER_SECONDS }, cause });

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { authorization: auth, accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw down(err);
    }
    if (res.ok) return res;
    if (res.status >= 500 || res.status === 429) {
      await res.body?.cancel();
      throw down(new Error(`Sendle answered ${res.status}`));
    }
    const body = (await res.json().catch(() => null)) as SendleErrorBody | null;
    throw new AppError("bad_request", refusalSentence(res.status, body), {
      details: { carrier: "sendle", status: res.status, error: body?.error ?? null },
    });
  }

  async function json<T>(url: string, init?: RequestInit): Promise<T> {
    const res = await send(url, init);
    try {
      return (await res.json()) as T;
    } catch (err) {
      throw down(err);
    }
  }

  return {
    name: "Sendle",

    async quote(from: CarrierAddress, to: CarrierAddress, parcel: Parcel): Promise<CarrierQuote[]> {
      const q = new URLSearchParams({
        sender_address_country: from.country,
        sender_address_suburb: from.suburb,
        sender_address_postcode: from.postcode,
        receiver_address_country: to.country,
        receiver_address_suburb: to.suburb,
        receiver_address_postcode: to.postcode,
        weight_value: kg(parcel.weightGrams),
        weight_units: "kg",
        length_value: cm(parcel.lengthCm),
        width_value: cm(parcel.widthCm),
        height_value: cm(parcel.heightCm),
        dimension_units: "cm",
      });
      type Product = {
        quote?: { gross?: { amount?: unknown } };
        eta?: { days_range?: unknown };
        product?: { code?: unknown; name?: unknown };
      };
      const products = await json<Product[]>(`${base}/products?${q}`);
      return (Array.isArray(products) ? products : [])
        .map((p): CarrierQuote | null => {
          const price = cents(p.quote?.gross?.amount);
          const code = p.product?.code;
          if (price === null || typeof code !== "string") return null;
          const days = p.eta?.days_range;
          return {
            priceCents: price,
            productCode: code,
            serviceName: typeof p.product?.name === "string" ? p.product.name : code,
            etaDays:
              Array.isArray(days) && days.length === 2 && days.every((d) => typeof d === "number")
                ? [days[0] as number, days[1] as number]
                : null,
          };
        })
        .filter((q): q is CarrierQuote => q !== null)
        .sort((a, b) => a.priceCents - b.priceCents);
    },

    async buyLabel(r: LabelRequest): Promise<BoughtLabel> {
      type Order = {
        order_id?: unknown;
        sendle_reference?: unknown;
        tracking_url?: unknown;
        labels?: { format?: unknown; size?: unknown; url?: unknown }[];
        price?: { gross?: { amount?: unknown } };
      };
      const order = await json<Order>(`${base}/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": r.idempotencyKey },
        body: JSON.stringify({
          sender: party(r.sender),
          receiver: party(r.receiver),
          description: r.description.slice(0, 255),
          customer_reference: r.reference,
          weight: { value: kg(r.parcel.weightGrams), units: "kg" },
          dimensions: {
            length: cm(r.parcel.lengthCm),
            width: cm(r.parcel.widthCm),
            height: cm(r.parcel.heightCm),
            units: "cm",
          },
          ...(r.productCode ? { product_code: r.productCode } : {}),
          packaging_type: "box",
        }),
      });
      const labels = Array.isArray(order.labels) ? order.labels : [];
      const pdf = labels.find((l) => l.format === "pdf" && l.size === "a4") ?? labels.find((l) => l.format === "pdf");
      if (
        typeof order.order_id !== "string" ||
        typeof order.sendle_reference !== "string" ||
        typeof pdf?.url !== "string"
      ) {
        throw down(new Error("Sendle's order answer had no order id, reference or label"));
      }
      return {
        carrierOrderId: order.order_id,
        trackingNumber: order.sendle_reference,
        trackingUrl: typeof order.tracking_url === "string" ? order.tracking_url : null,
        labelUrl: pdf.url,
        priceCents: cents(order.price?.gross?.amount),
      };
    },

    async labelPdf(labelUrl: string): Promise<Uint8Array> {
      // Only Sendle's own label addresses get the account's credentials.
      if (!labelUrl.startsWith(`${new URL(base).origin}/`)) {
        throw new AppError("not_found", "That label is not one of the shop's Sendle labels");
      }
      const res = await send(labelUrl, { headers: { accept: "application/pdf" } });
      try {
        return new Uint8Array(await res.arrayBuffer());
      } catch (err) {
        throw down(err);
      }
    },

    async tracking(trackingNumber: string): Promise<Tracking> {
      type Event = { event_type?: unknown; scan_time?: unknown; description?: unknown; location?: unknown };
      const t = await json<{ state?: unknown; tracking_events?: Event[] }>(
        `${base}/parcels/${encodeURIComponent(trackingNumber)}/tracking`,
      );
      const str = (v: unknown) => (typeof v === "string" ? v : "");
      return {
        state: str(t.state),
        events: (Array.isArray(t.tracking_events) ? t.tracking_events : []).map((e) => ({
          type: str(e.event_type),
          at: str(e.scan_time),
          description: str(e.description),
          location: typeof e.location === "string" && e.location ? e.location : null,
        })),
      };
    },
  };
}
