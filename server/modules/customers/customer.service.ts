// The Customers screen: the list, a customer's page, the staff note and the
// marketing list's CSV. A customer is an e-mail address; see 0024-customers for how their totals
// are kept.
import {
  CUSTOMER_ID_PATTERN,
  CustomerNoteSchema,
  customerSubscriptionStatus,
  type CustomerDetailView,
  type CustomerOrderView,
  type CustomerRowView,
} from "../../../core/customer";
import type { OrderStatus } from "../../../core/order";
import { ShippingAddressSchema, formatAddressLines } from "../../../core/order";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { COUNT_CAP, pageRequest, toPage, type Page } from "../../infra/db/keyset";
import { ORDER_ID_PATTERN } from "../orders/order.types";
import { recordAudit, type Actor } from "../audit/audit.record";
import { marketingCsvHeader, marketingCsvRows } from "./customer.csv";
import * as repo from "./customer.repository";

/** Consenting customers per batch of the CSV. */
const EXPORT_BATCH = 1000;
/** Messages, returns, reviews and consent changes a customer's page lists, newest first. */
const RECORDS_SHOWN = 50;

type Accounts = Awaited<ReturnType<typeof repo.selectAccounts>>;

function toRows(rows: repo.SummaryRow[], { accounts, subscriptions }: Accounts): CustomerRowView[] {
  const account = new Map(accounts.map((a) => [a.email, a]));
  return rows.map((r) => {
    const a = account.get(r.email);
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      ordersCount: Number(r.orders_count),
      totalSpent: Number(r.total_spent),
      lastOrderAt: r.last_order_at,
      hasAccount: a !== undefined,
      marketingConsent: a ? a.marketing_consent === 1 : null,
      subscriptionStatus: a
        ? customerSubscriptionStatus(subscriptions.filter((s) => s.customer_id === a.id).map((s) => s.status))
        : null,
    };
  });
}

function addressLines(json: string): string[] {
  try {
    const r = ShippingAddressSchema.safeParse(JSON.parse(json));
    return r.success ? formatAddressLines(r.data) : [];
  } catch {
    return [];
  }
}

export function createCustomerService(deps: { db: Db; clock: () => Date; timeZone: string }) {
  const { db, clock, timeZone } = deps;

  async function summary(id: string, on: Db = db): Promise<repo.SummaryRow> {
    const row = CUSTOMER_ID_PATTERN.test(id) ? await repo.selectSummary(on, id) : undefined;
    if (!row) throw new AppError("not_found", "This customer was not found. Their data may have been erased.");
    return row;
  }

  return {
    /** A page of customers, most recent activity first, and a count that stops at 10,000. */
    async list(query: { q?: string; limit?: number; after?: string; before?: string }) {
      const q = query.q?.trim() || undefined;
      const page = pageRequest(
        { limit: query.limit ?? 50, after: query.after, before: query.before },
        CUSTOMER_ID_PATTERN,
      );
      const [read, count] = await Promise.all([repo.selectCustomerPage(db, q, page), repo.countCustomersCapped(db, q)]);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.sort_at, id: r.id }));
      const accounts = await repo.selectAccounts(
        db,
        rows.map((r) => r.email),
      );
      return {
        customers: toRows(rows, accounts),
        next,
        prev,
        total: Math.min(count, COUNT_CAP),
        totalCapped: count > COUNT_CAP,
      };
    },

    /** A customer's page: everything about them but their orders (see orders()). */
    async detail(id: string): Promise<CustomerDetailView> {
      const row = await summary(id);
      const accounts = await repo.selectAccounts(db, [row.email]);
      const account = accounts.accounts[0] ?? null;
      const records = await repo.selectCustomerRecords(db, row.email, account?.id ?? null, RECORDS_SHOWN);
      return {
        ...toRows([row], accounts)[0]!,
        accountCreatedAt: account?.created_at ?? null,
        note: row.note,
        noteUpdatedAt: row.note_updated_at,
        noteUpdatedBy: row.note_updated_by,
        addresses: records.addresses.map((a) => ({
          id: a.id,
          lines: addressLines(a.address),
          isDefault: a.is_default === 1,
        })),
        reviews: records.reviews.map((r) => ({
          id: r.id,
          productId: r.product_id,
          rating: r.rating,
          title: r.title,
          status: r.status,
          createdAt: r.created_at,
        })),
        returns: records.returns.map((r) => ({
          id: r.id,
          reference: r.reference,
          orderNumber: r.order_number,
          status: r.status,
          createdAt: r.created_at,
        })),
        messages: records.messages.map((m) => ({
          id: m.id,
          subject: m.subject,
          status: m.status,
          createdAt: m.created_at,
        })),
        consentHistory: records.consents.map((c) => ({ given: c.given === 1, source: c.source, at: c.at })),
        subscriptions: accounts.subscriptions.map((s) => ({
          id: s.id,
          number: s.number,
          status: s.status,
          frequencyWeeks: s.frequency_weeks,
          nextChargeOn: s.next_charge_on,
        })),
      };
    },

    /** A page of a customer's paid orders, newest first. */
    async orders(
      id: string,
      query: { limit?: number; after?: string; before?: string },
    ): Promise<Page<CustomerOrderView>> {
      const page = pageRequest(
        { limit: query.limit ?? 20, after: query.after, before: query.before },
        ORDER_ID_PATTERN,
      );
      const row = await summary(id);
      const read = await repo.selectCustomerOrders(db, row.email, page);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      return {
        rows: rows.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status as OrderStatus,
          total: Number(o.total),
          createdAt: o.created_at,
        })),
        next,
        prev,
      };
    },

    /** Replaces the staff note (empty removes it), recorded in the audit log. */
    async setNote(id: string, input: unknown, actor: Actor): Promise<{ note: string | null }> {
      const parsed = CustomerNoteSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", parsed.error.issues[0]?.message ?? "Invalid note", {
          details: fieldErrors(parsed.error.issues),
        });
      }
      const note = parsed.data.note || null;
      const at = clock();
      return db.transaction().execute(async (trx) => {
        const before = await summary(id, trx);
        await repo.updateNote(trx, id, { note, at: at.toISOString(), by: actor.email });
        await recordAudit(trx, at, {
          actor,
          action: note ? "customer.note" : "customer.note_removed",
          entityType: "customer",
          entityId: id,
          summary: note ? "Updated the staff note on a customer" : "Removed the staff note from a customer",
          before: { note: before.note },
          after: { note },
        });
        return { note };
      });
    },

    /**
     * The marketing list as CSV chunks: the header, then a batch of consenting customers at a
     * time. The export is recorded in the audit log before its first row leaves.
     */
    async exportMarketingCsv(actor: Actor): Promise<AsyncGenerator<string>> {
      const at = clock();
      await db.transaction().execute((trx) =>
        recordAudit(trx, at, {
          actor,
          action: "customer.export_marketing",
          entityType: "customer",
          entityId: "marketing-list",
          summary: "Exported the customers who consented to marketing (CSV)",
        }),
      );
      return (async function* () {
        yield marketingCsvHeader(timeZone);
        for await (const rows of repo.consentingBatches(db, EXPORT_BATCH)) yield marketingCsvRows(rows, timeZone);
      })();
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
