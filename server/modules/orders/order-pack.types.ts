// What the packing bench shows and answers: the open order with its tubs ticked so far, and what
// the last scan did, in words.
import type { ShippingAddress } from "../../../core/order";

export type PackTub = { flavor: string; needed: number; packed: number };

export type PackOrder = {
  number: string;
  customerName: string | null;
  address: ShippingAddress | null;
  tubs: PackTub[];
};

/** The bench: the order open on it, or none (waiting for a slip). */
export type PackBench = { order: PackOrder | null };

/** ok: a slip opened or a tub ticked; packed: that tub finished the order; refused: nothing changed. */
export type ScanTone = "ok" | "packed" | "refused";

export type ScanAnswer = { tone: ScanTone; message: string; bench: PackBench };
