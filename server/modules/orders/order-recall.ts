// A recall: for a lot, every order and customer that received its tubs and how many are still on
// the shelf, on the Recall screen and as a CSV for the authority (downloading it is audited: it
// is a list of customers' names and addresses). The lots themselves are the stock module's.
import { formatAddressLines } from "../../../core/order";
import type { LotLine } from "../../../core/stock-lots";
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
  tubs: number;
};

export type RecallView = {
  lot: LotLine;
  orders: number;
  customers: number;
  tubsShipped: number;
  /** The most recent RECALL_SCREEN_ORDERS of them. */
  recent: RecallOrder[];
};

const toOrder = (r: repo.RecallRow): RecallOrder => ({
  number: r.number,
  placedAt: r.created_at,
  shippedAt: r.fulfilled_at,
  status: r.status,
  customerName: r.customer_name ?? "",
  email: r.email ?? "",
  tubs: r.tubs,
});

export function createOrderRecall(deps: {
  db: Db;
  clock: () => Date;
  timeZone: string;
  lotByNumber: (lotNumber: string) => Promise<LotLine | null>;
}) {
  const { db, clock, timeZone } = deps;
  async function lotOf(lotNumber: string): Promise<LotLine> {
    const typed = lotNumber.trim();
    if (!typed) throw new AppError("validation", "Enter the lot number printed on the tub");
    if (typed.length > 40) throw new AppError("validation", "A lot number is at most 40 characters");
    const lot = await deps.lotByNumber(typed);
    if (!lot) throw new AppError("not_found", `No lot ${typed.toUpperCase()} has been received`);
    return lot;
  }

  return {
    /** Who received a lot: its orders and customers, the tubs shipped, and the lot's own state. */
    async lookup(lotNumber: string): Promise<RecallView> {
      const lot = await lotOf(lotNumber);
      const [totals, recent] = await Promise.all([
        repo.selectRecallTotals(db, lot.id),
        repo.selectRecentRecallOrders(db, lot.id, RECALL_SCREEN_ORDERS),
      ]);
      return {
        lot,
        orders: totals.orders,
        customers: totals.customers,
        tubsShipped: totals.tubs,
        recent: recent.map(toOrder),
      };
    },

    /**
     * The recall list as CSV, streamed a batch at a time: one line per order with the customer,
     * the address it went to and the tubs of the lot. Refused before the first byte when the lot is
     * unknown; the download is in the audit log.
     */
    async exportCsv(lotNumber: string, actor: Actor): Promise<{ filename: string; chunks: AsyncGenerator<string> }> {
      const lot = await lotOf(lotNumber);
      const at = clock();
      await db.transaction().execute((trx) =>
        recordAudit(trx, at, {
          actor,
          action: "stock.recall_export",
          entityType: "stock",
          entityId: lot.flavor,
          summary: `Downloaded the recall list of lot ${lot.lotNumber}`,
        }),
      );
      const stamp = shopTimestamper(timeZone);
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
        for await (const batch of repo.recallBatches(db, lot.id, CSV_BATCH)) {
          yield batch
            .map((r) => {
              const address = parseAddress(r.shipping_address);
              return line([
                lot.lotNumber,
                lot.bestBefore,
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
      return { filename: `recall-${lot.lotNumber}.csv`, chunks: chunks() };
    },
  };
}

export type OrderRecall = ReturnType<typeof createOrderRecall>;
