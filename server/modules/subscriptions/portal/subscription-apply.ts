// How each change to a subscription is applied: the subscription is read for the
// requester (another customer's is not found), the change decided against it, then in one
// transaction the subscription is written only if unchanged since it was read, with its timeline
// entry, the confirmation e-mail and, for staff, the audit log entry.
import type { Product } from "../../../../core/product";
import { isSubscriptionStatus, SUBSCRIPTION_STATUS_LABELS } from "../../../../core/subscription-changes";
import { shopDayKey } from "../../../../core/shop-time";
import type { ShippingSettings } from "../../../../core/shipping";
import { AppError } from "../../../errors";
import type { Db } from "../../../infra/db/client";
import type { Mail } from "../../../infra/mail/mail";
import { recordAudit, type Actor } from "../../audit/audit.record";
import { changeMail, type ShopIdentity } from "../subscription.emails";
import { recordSubscriptionEvent } from "../subscription-events";
import * as repo from "../subscription.repository";
import { extrasFor, parseLines, toView, type SubscriptionView } from "../subscription.views";

/** A kept card: with `provider`, the card also moves the subscription to that provider's Customer. */
export type KeptCard = {
  paymentMethod: string;
  brand: string;
  last4: string;
  /** "MM/YYYY" */
  expiry?: string | null;
  provider?: string;
  providerCustomer?: string | null;
  /** Stripe's SetupIntent the card came from (kept on the timeline: each is applied once). */
  setupIntent?: string;
};

/** Who asks: the signed-in customer (only their own subscriptions), or a staff member. */
/** Staff may leave the customer un-e-mailed (`notify: false`), for a change the customer asked for by phone. */
export type Requester = { customerId: string } | { staff: Actor; notify?: boolean };

export type SubscriptionServiceDeps = {
  db: Db;
  clock: () => Date;
  mail: Mail;
  /** Today's catalogue (active products), which prices every delivery. */
  products: () => Promise<readonly Product[]>;
  shop: ShopIdentity & { timeZone: string };
  /** The owner's shipping prices today, so each delivery reads as its renewal charges it. */
  shippingSettings?: () => ShippingSettings;
};

export type Change = {
  type: string;
  /** The timeline's and the audit log's line. */
  message: string;
  /** The e-mail's subject and first sentence. */
  subject: string;
  sentence: string;
  set: Parameters<typeof repo.updateSubscriptionIfUnchanged>[2];
  data?: unknown;
  /** Written in the same transaction before the update (the ledger's skipped cycle). */
  before?: (trx: Db) => Promise<void>;
};

export const notFound = (number: string) => new AppError("not_found", `Subscription ${number} not found`);
export const refuse = (message: string | null) => {
  if (message) throw new AppError("validation", message);
};
const CHANGED_MEANWHILE = "This subscription changed meanwhile. Reload the page and try again.";
/** A subscription with no next charge (paused by failed payments, say) has no delivery to skip, move or pause. */
export const scheduled = (row: repo.SubscriptionRow) =>
  refuse(row.status !== "cancelled" && !row.next_charge_on ? "No delivery is scheduled" : null);

/** Reads a subscription for a requester and applies one change to it (see the file's comment). */
export function createChangeApplier(deps: SubscriptionServiceDeps) {
  const { db, clock, mail, shop } = deps;
  const today = () => shopDayKey(clock().toISOString(), shop.timeZone);

  async function catalogue(): Promise<Map<string, Product>> {
    return new Map((await deps.products()).map((p) => [p.id, p]));
  }

  async function viewOf(row: repo.SubscriptionRow, products?: Map<string, Product>): Promise<SubscriptionView> {
    const lines = parseLines(row.lines);
    const [p, offers] = await Promise.all([
      products ?? catalogue(),
      repo.selectOffers(
        db,
        lines.map((l) => l.productId),
      ),
    ]);
    return toView(row, p, offers, deps.shippingSettings?.());
  }

  /** The subscription if the requester may see it: another customer's is simply not found. */
  async function find(trx: Db, who: Requester, number: string): Promise<repo.SubscriptionRow> {
    const row = /^S\d{6}$/.test(number) ? await repo.selectSubscriptionByNumber(trx, number) : undefined;
    if (!row || ("customerId" in who && row.customer_id !== who.customerId)) throw notFound(number);
    return row;
  }

  const actorName = (who: Requester) => ("staff" in who ? (`staff:${who.staff.email}` as const) : "customer");

  async function apply(
    who: Requester,
    number: string,
    decide: (row: repo.SubscriptionRow, trx: Db, products: Map<string, Product>) => Promise<Change | null>,
  ) {
    const products = await catalogue();
    await db.transaction().execute(async (trx) => {
      const row = await find(trx, who, number);
      const change = await decide(row, trx, products);
      // Nothing to do (a card replacement told twice, by the webhook and the return page).
      if (!change) return;
      const at = clock().toISOString();
      await change.before?.(trx);
      const ok = await repo.updateSubscriptionIfUnchanged(trx, row, { ...change.set, updated_at: at });
      if (!ok) throw new AppError("conflict", CHANGED_MEANWHILE);
      await recordSubscriptionEvent(trx, {
        subscriptionId: row.id,
        type: change.type,
        message: change.message,
        actor: actorName(who),
        data: change.data,
        at,
      });
      if ("staff" in who) {
        await recordAudit(trx, clock(), {
          actor: who.staff,
          action: `subscription.${change.type}`,
          entityType: "subscription",
          entityId: row.number,
          summary: `Subscription ${row.number}: ${change.message}${who.notify === false ? " (customer not e-mailed)" : ""}`,
          changes: auditChanges(row, change.set),
        });
      }
      if ("staff" in who && who.notify === false) return;
      const after = await repo.selectSubscriptionByNumber(trx, number);
      const view = await viewOfIn(trx, after!, products);
      await mail.enqueue(changeMail(view, change, shop), trx);
    });
    mail.kick();
    return viewOf((await repo.selectSubscriptionByNumber(db, number))!, products);
  }

  async function viewOfIn(trx: Db, row: repo.SubscriptionRow, products: Map<string, Product>) {
    const offers = await repo.selectOffers(
      trx,
      parseLines(row.lines).map((l) => l.productId),
    );
    return toView(row, products, offers, deps.shippingSettings?.());
  }

  /** The state of the ledger row of the cycle the next charge is for, if the charge has one. */
  async function cycleStatus(trx: Db, row: repo.SubscriptionRow): Promise<string | null> {
    return (await repo.selectCycle(trx, row.id, row.next_cycle))?.status ?? null;
  }

  return { today, catalogue, viewOf, find, apply, cycleStatus };
}

/** Before and after of each changed column, items and extras as lists (the Audit tab names them), not JSON text. */
function auditChanges(row: repo.SubscriptionRow, set: Record<string, unknown>) {
  const readable = (key: string, v: unknown): unknown => {
    if (typeof v !== "string") return v ?? null;
    if (key === "lines") return parseLines(v);
    if (key === "next_extras") return extrasFor(v, cycleOf(v));
    if (key === "status") return isSubscriptionStatus(v) ? SUBSCRIPTION_STATUS_LABELS[v] : v;
    return v;
  };
  return Object.fromEntries(
    Object.entries(set).map(([k, v]) => [
      k,
      { before: readable(k, row[k as keyof typeof row] ?? null), after: readable(k, v) },
    ]),
  );
}

function cycleOf(extras: string): number {
  try {
    return (JSON.parse(extras) as { cycle?: number }).cycle ?? -1;
  } catch {
    return -1;
  }
}
