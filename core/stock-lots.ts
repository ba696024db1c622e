// Lots (batches) of a flavour and their best-before dates: when a lot stops being sold, how its
// state reads on the Stock screen, and how its date is written for staff and on a tax invoice.
// Dates are calendar days ("2027-03-03"), compared as text.
import { addShopDays } from "./shop-time";

/** Days before best-before after which a lot is no longer sold, unless staff set another. */
export const DEFAULT_SELLABLE_MARGIN_DAYS = 30;
/** The Overview warns about lots this many days before their sell-by point. */
export const LOT_WARNING_DAYS = 60;

export type LotState = "sellable" | "near" | "not-sellable" | "quarantined";

export const LOT_STATE_LABELS: Record<LotState, string> = {
  sellable: "Sellable",
  near: "Near its date",
  "not-sellable": "Not sellable",
  quarantined: "Quarantined",
};

/** The last day a lot may be sold is the day before this one. */
export function sellByDay(bestBefore: string, marginDays: number): string {
  return addShopDays(bestBefore, -marginDays);
}

/** Sold only before its sell-by day: best-before less the margin. */
export function isSellable(bestBefore: string, marginDays: number, today: string): boolean {
  return today < sellByDay(bestBefore, marginDays);
}

export function lotState(
  lot: { bestBefore: string; quarantined: boolean },
  marginDays: number,
  today: string,
): LotState {
  if (lot.quarantined) return "quarantined";
  const sellBy = sellByDay(lot.bestBefore, marginDays);
  if (today >= sellBy) return "not-sellable";
  return today >= addShopDays(sellBy, -LOT_WARNING_DAYS) ? "near" : "sellable";
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "3 March 2027". */
export function formatBestBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "03/2027", as printed on the tub. */
export function formatBestBeforeMonth(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** "March 2027": a best-before month in words, for customers and packers. */
export function formatBestBeforeMonthWords(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "L2311": how a lot number is stored and compared, whatever case staff type it in. */
export function normaliseLotNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A lot as the Stock screen and the API list it. */
export type LotLine = {
  id: string;
  flavorKey: string;
  flavor: string;
  lotNumber: string;
  bestBefore: string;
  bestBeforeText: string;
  supplierReference: string;
  receivedAt: string;
  received: number;
  remaining: number;
  state: LotState;
};

/** "Lot L2311 of Chocolate tubs is best before 3 March 2027: 14 tubs left". */
export function lotWarningText(l: Pick<LotLine, "lotNumber" | "flavor" | "bestBefore" | "remaining">): string {
  const left = `${l.remaining} ${l.remaining === 1 ? "tub" : "tubs"} left`;
  return `Lot ${l.lotNumber} of ${l.flavor} tubs is best before ${formatBestBefore(l.bestBefore)}: ${left}`;
}

/** One order's tubs of a flavour and the lot they came from (null: no lot recorded). */
export type ShippedLot = {
  orderId: string;
  flavor: string;
  lotNumber: string | null;
  bestBefore: string | null;
  quantity: number;
};

/** "Lot L2311, best before March 2027", or "No lot recorded". */
export function shippedLotText(l: Pick<ShippedLot, "lotNumber" | "bestBefore">): string {
  return l.lotNumber && l.bestBefore
    ? `Lot ${l.lotNumber}, best before ${formatBestBeforeMonthWords(l.bestBefore)}`
    : "No lot recorded";
}
