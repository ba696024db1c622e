// What the bulk pages show: the pick list and the packing slips.
import type { ShippingAddress } from "../../../core/order";
import type { LotPick } from "../../../core/pick-lots";
import type { ShippedLot } from "../../../core/stock-lots";

export type PickLine = { productId: string; name: string; flavor: string; quantity: number; orders: number };

export type PickList = {
  lines: PickLine[];
  /** Per flavour, the lots to take its tubs from, first expiry first. */
  lots: LotPick[];
  orders: number;
  totalQuantity: number;
  capped: boolean;
};

export type PackingSlip = {
  number: string;
  customerName: string | null;
  createdAt: string;
  address: ShippingAddress | null;
  lines: { name: string; flavor: string; quantity: number }[];
  /** The lots its tubs were shipped from: known once it is fulfilled, empty before. */
  lots: ShippedLot[];
  /** SVG markup drawn by the server from the order number alone. */
  barcodeSvg: string;
};

export type PackingSlips = { shopName: string; note: string; capped: boolean; slips: PackingSlip[] };

/** The orders a bulk fulfil form lists, each to get a tracking number (or none). */
export type ShipListing = {
  capped: boolean;
  orders: { number: string; status: string; customerName: string | null; createdAt: string }[];
};
