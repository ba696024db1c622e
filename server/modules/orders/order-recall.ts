// A recall: for one lot, or every lot of a flavour best before within a range of days, every
// order and customer that received their tubs and how many are still on the shelf, on the Recall
// screen and as a CSV for the authority (downloading it is audited: it is a list of customers'
// names and addresses). The lots themselves are the stock module's.
import { formatAddressLines } from "../../../core/order";
import { rangeProblem, type RecallRange, type RecallSelection } from "../../../core/recall";
import { formatBestBefore, type LotLine } from "../../../core/stock-lots";
import { shopTimestamper } from "../../../core/shop-time";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { recordAudit, type Actor } from "../audit/audit.record";
import { parseAddress } from "./order.mapper";
import { line } from "./order.csv";
import * as repo from "./order-recall.repository";

/** The orders the screen lists; the CSV has them all. */
export const RECALL_SCREEN_ORDERS = 100;
const CSV_BATCH = 500;

export type RecallOrder = {
  number: string;
  placedAt: string;
  shippedAt: string | null;
  status: string;
  customerName: string;
  email: string;
  lotNumber: string;
  tubs: number;
};

export type RecallView = {
  /** "Lot L2311", or "Orange Crush best before 1 March 2027 to 31 March 2027". */
  title: string;
  /** The one lot looked up by its number, or null for a range. */
  lot: LotLine | null;
  range: RecallRange | null;
  lots: LotLine[];
  orders: number;
  customers: number;
  tubsShipped: number;
  /** The most recent RECALL_SCREEN_ORDERS of them (an order once per lot it took tubs of). */
  recent: RecallOrder[];
};

export type RecallLots = { title: string; lot: LotLine | null; range: RecallRange | null; lots: LotLine[] };

const toOrder = (r: repo.RecallRow): RecallOrder => ({
  number: r.number,
  placedAt: r.created_at,
  shippedAt: r.fulfilled_at,
  status: r.status,
  customerName: r.customer_name ?? "",
  email: r.email ?? "",
  lotNumber: r.lot_number,
  tubs: r.tubs,
});

export type RecallDeps = {
  db: Db;
  clock: () => Date;
  timeZone: string;
  lotByNumber: (lotNumber: string) => Promise<LotLine | null>;
  lotsBestBefore: (flavour: string, from: string, to: string) => Promise<LotLine[]>;
};

/** The lots a selection names, refused in words when it names none. */
export async function recallLots(deps: RecallDeps, selection: RecallSelection): Promise<RecallLots> {
  if (selection.kind === "lot") {
    const typed = selection.lotNumber.trim();
    if (!typed) throw new AppError("validation", "Enter the lot number printed on the tub");
    if (typed.length > 40) throw new AppError("validation", "A lot number is at most 40 characters");
    const lot = await deps.lotByNumber(typed);
    if (!lot) throw new AppError("not_found", `No lot ${typed.toUpperCase()} has been received`);
    return { title: `Lot ${lot.lotNumber}`, lot, range: null, lots: [lot] };
  }
  const range = { flavour: selection.flavour.trim(), from: selection.from.trim(), to: selection.to.trim() };
  const problem = rangeProblem(range);
  if (problem) throw new AppError("validation", problem);
  const lots = await deps.lotsBestBefore(range.flavour, range.from, range.to);
  const words = `best before ${formatBestBefore(range.from)} to ${formatBestBefore(range.to)}`;
  if (lots.length === 0) throw new AppError("not_found", `No lot of ${range.flavour} is ${words}`);
  return { title: `${lots[0]!.flavor} ${words}`, lot: null, range, lots };
}

export function createOrderRecall(deps: RecallDeps) {
  const { db, clock, timeZone } = deps;

  return {
    /** Who received the lots: their orders and customers, the tubs shipped, and the lots' own state. */
    async lookup(selection: RecallSelection): Promise<RecallView> {
      const found = await recallLots(deps, selection);
      const ids = found.lots.map((l) => l.id);
      const [totals, recent] = await Promise.all([
        repo.selectRecallTotals(db, ids),
        repo.selectRecentRecallOrders(db, ids, RECALL_SCREEN_ORDERS),
      ]);
      return {
        ...found,
        orders: totals.orders,
        customers: totals.customers,
        tubsShipped: totals.tubs,
        recent: recent.map(toOrder),
      };
    },

    /**
     * The recall list as CSV, streamed a batch at a time: one line per order and lot with the
     * customer, the address it went to and the tubs of the lot. Refused before the first byte when
     * the selection names no lot; the download is in the audit log.
     */
    async exportCsv(
      selection: RecallSelection,
      actor: Actor,
    ): Promise<{ filename: string; chunks: AsyncGenerator<string> }> {
      const { lot, range, lots, title } = await recallLots(deps, selection);
      const at = clock();
      await db.transaction().execute((trx) =>
        recordAudit(trx, at, {
          actor,
          action: "stock.recall_export",
          entityType: "stock",
          entityId: lots[0]!.flavor,
          summary: lot
            ? `Downloaded the recall list of lot ${lot.lotNumber}`
            : `Downloaded the recall list of ${title} (${lots.length} ${lots.length === 1 ? "lot" : "lots"})`,
        }),
      );
      const stamp = shopTimestamper(timeZone);
      const ids = lots.map((l) => l.id);
      async function* chunks(): AsyncGenerator<string> {
        yield line([
          "Lot",
          "Best before",
          "Order",
          `Placed (${timeZone})`,
          `Shipped (${timeZone})`,
          "Status",
          "Customer",
          "E-mail",
          "Ship to",
          "Tubs of this lot",
        ]);
        for await (const batch of repo.recallBatches(db, ids, CSV_BATCH)) {
          yield batch
            .map((r) => {
              const address = parseAddress(r.shipping_address);
              return line([
                r.lot_number,
                r.best_before,
                r.number,
                stamp(r.created_at),
                r.fulfilled_at ? stamp(r.fulfilled_at) : "",
                r.status,
                r.customer_name ?? "",
                r.email ?? "",
                address ? formatAddressLines(address).join(", ") : "",
                String(r.tubs),
              ]);
            })
            .join("");
        }
      }
      const filename = lot
        ? `recall-${lot.lotNumber}.csv`
        : `recall-${lots[0]!.flavorKey.replace(/[^a-z0-9]+/g, "-")}-${range!.from}-to-${range!.to}.csv`;
      return { filename, chunks: chunks() };
    },
  };
}

export type OrderRecall = ReturnType<typeof createOrderRecall>;
