// What the shop asks of a carrier that sells labels: a quote for a parcel between two places, a
// label bought once per order, the label's PDF and the parcel's tracking. Sendle is the first
// (sendle.ts); the order module only sees this shape, so another carrier is one more file here.

/** Weight and size as staff weigh and measure the packed box. */
export type Parcel = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

export type CarrierAddress = {
  line1: string;
  line2?: string;
  suburb: string;
  state: string;
  postcode: string;
  country: "AU";
};

export type CarrierParty = {
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  address: CarrierAddress;
};

export type CarrierQuote = {
  /** What the carrier charges the shop, GST included, in cents. */
  priceCents: number;
  /** The carrier's product, as its order request names it. */
  productCode: string;
  /** As staff read it: "Sendle Standard Pickup". */
  serviceName: string;
  /** Business days to deliver, when the carrier says. */
  etaDays: [number, number] | null;
};

export type LabelRequest = {
  sender: CarrierParty;
  receiver: CarrierParty;
  parcel: Parcel;
  description: string;
  /** Our order number, printed on the label and shown in the carrier's dashboard. */
  reference: string;
  productCode?: string;
  /** The same key for every attempt at one order's label, so a retried purchase is charged once. */
  idempotencyKey: string;
};

export type BoughtLabel = {
  carrierOrderId: string;
  trackingNumber: string;
  trackingUrl: string | null;
  labelUrl: string;
  priceCents: number | null;
};

export type TrackingEvent = { type: string; at: string; description: string; location: string | null };

export type Tracking = { state: string; events: TrackingEvent[] };

export type Carrier = {
  /** "Sendle": in staff's messages and the audit log. */
  name: string;
  quote(from: CarrierAddress, to: CarrierAddress, parcel: Parcel): Promise<CarrierQuote[]>;
  buyLabel(request: LabelRequest): Promise<BoughtLabel>;
  labelPdf(labelUrl: string): Promise<Uint8Array>;
  tracking(trackingNumber: string): Promise<Tracking>;
};
