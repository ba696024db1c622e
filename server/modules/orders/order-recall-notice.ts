// The recall notice: an e-mail to every customer who received tubs of a lot. A service message,
// so marketing consent is not asked; customers whose details were erased are not e-mailed (their
// orders no longer name them). Each customer gets it once per lot: a row per lot and address is
// inserted in the transaction that queues the e-mail, so a second press or another instance
// sending at once finds it there. Previews and sends are audited with counts, never addresses.
import { ERASED_EMAIL } from "../../../core/erasure";
import { readNoticeText, type RecallNoticeText, type RecallSelection } from "../../../core/recall";
import type { LotLine } from "../../../core/stock-lots";
import type { Seller } from "../../../core/store-details";
import { AppError } from "../../errors";
import type { Mail } from "../../infra/mail/mail";
import { EVERY_CUSTOMER_EMAIL, queueStaffAlert, type Notices } from "../../infra/mail/notices";
import type { MailMessage } from "../../infra/mail/mail-transport";
import { recordAudit, type Actor } from "../audit/audit.record";
import { recallLots, type RecallDeps } from "./order-recall";
import * as repo from "./order-recall.repository";
import { recallNoticeMail, recallSentAlert } from "./recall.emails";

const BATCH = 500;
const SEND_BATCH = 100;

/** Who a lot's notice goes to, one entry per address (lower-cased), with their orders. */
type Recipient = { email: string; orders: { id: string; number: string; tubs: number }[]; products: string[] };

type LotPlan = { lot: LotLine; recipients: Recipient[]; alreadySent: Set<string>; erasedOrders: number };

export type NoticeCounts = {
  lots: number;
  /** Customers still to be sent it (for a range: a customer who took several lots, once). */
  customers: number;
  /** E-mails still to send: one per lot and customer. */
  emails: number;
  /** Lot-and-customer notices sent before. */
  alreadySent: number;
  /** Orders of the lots whose customer's details were erased: nobody to e-mail. */
  erasedOrders: number;
  /** Orders that shipped tubs of the lots at all. */
  shippedTo: number;
};

export type NoticePreview = NoticeCounts & { sample: Pick<MailMessage, "subject" | "text" | "html"> | null };

export type NoticeSent = NoticeCounts & { sent: number };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

export function createRecallNotices(deps: RecallDeps & { mail: Mail; seller: Seller; notices?: Notices }) {
  const { db, clock, mail, seller } = deps;

  async function planLot(lot: LotLine): Promise<LotPlan> {
    const byEmail = new Map<string, Recipient>();
    const orderIds = new Set<string>();
    let erasedOrders = 0;
    for await (const batch of repo.recallBatches(db, [lot.id], BATCH)) {
      const names = await repo.selectLineNames(
        db,
        batch.map((r) => r.id),
        lot.flavor,
      );
      for (const r of batch) {
        orderIds.add(r.id);
        const email = r.email?.trim().toLowerCase() ?? "";
        if (!email || email === ERASED_EMAIL) {
          erasedOrders++;
          continue;
        }
        const to = byEmail.get(email) ?? { email, orders: [], products: [] };
        to.orders.push({ id: r.id, number: r.number, tubs: r.tubs });
        for (const n of names) if (n.order_id === r.id && !to.products.includes(n.name)) to.products.push(n.name);
        byEmail.set(email, to);
      }
    }
    const recipients = [...byEmail.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
    return { lot, recipients, alreadySent: await repo.selectNotified(db, lot.id), erasedOrders };
  }

  function counts(plans: readonly LotPlan[]): NoticeCounts {
    const pending = plans.flatMap((p) => p.recipients.filter((r) => !p.alreadySent.has(r.email)));
    return {
      lots: plans.length,
      customers: new Set(pending.map((r) => r.email)).size,
      emails: pending.length,
      alreadySent: plans.reduce((n, p) => n + p.recipients.filter((r) => p.alreadySent.has(r.email)).length, 0),
      erasedOrders: plans.reduce((n, p) => n + p.erasedOrders, 0),
      shippedTo: plans.reduce((n, p) => n + p.recipients.reduce((m, r) => m + r.orders.length, 0) + p.erasedOrders, 0),
    };
  }

  const mailFor = (lot: LotLine, r: Recipient, text: RecallNoticeText) =>
    recallNoticeMail(
      seller,
      r.email,
      {
        products: r.products,
        flavour: lot.flavor,
        lotNumber: lot.lotNumber,
        bestBefore: lot.bestBefore,
        orders: r.orders.map((o) => ({ number: o.number, tubs: o.tubs })),
      },
      text,
    );

  function checkedText(input: { message?: unknown; action?: unknown }): RecallNoticeText {
    const read = readNoticeText(input);
    if (!read.ok) throw new AppError("validation", read.error);
    return read.text;
  }

  /** The audit entry, and with it (when notices went) the staff alert: both commit with the entry, once per send. */
  const audit = (actor: Actor, lot: LotLine, action: string, summary: string, sentNow = 0) =>
    db.transaction().execute(async (trx) => {
      await recordAudit(trx, clock(), { actor, action, entityType: "stock", entityId: lot.flavor, summary });
      if (sentNow > 0) {
        await queueStaffAlert(trx, { mail, notices: deps.notices ?? EVERY_CUSTOMER_EMAIL }, "recallSent", (to) =>
          recallSentAlert(to, { lotNumber: lot.lotNumber, flavor: lot.flavor, sent: sentNow }, seller),
        );
      }
    });

  return {
    /** What the notice will say (to the first customer still to receive it) and how many it goes to. */
    async preview(
      selection: RecallSelection,
      input: { message?: unknown; action?: unknown },
      actor: Actor,
    ): Promise<NoticePreview> {
      const text = checkedText(input);
      const { lots, title } = await recallLots(deps, selection);
      const plans = await Promise.all(lots.map(planLot));
      const c = counts(plans);
      const first =
        plans.flatMap((p) => p.recipients.filter((r) => !p.alreadySent.has(r.email)).map((r) => ({ p, r })))[0] ??
        plans.flatMap((p) => p.recipients.map((r) => ({ p, r })))[0];
      const sample = first ? mailFor(first.p.lot, first.r, text) : null;
      await audit(
        actor,
        lots[0]!,
        "stock.recall_notice_preview",
        `Previewed the recall notice of ${title}: it would go to ${plural(c.customers, "customer", "customers")}` +
          ` (${plural(c.alreadySent, "notice", "notices")} sent before)`,
      );
      return { ...c, sample: sample ? { subject: sample.subject, text: sample.text, html: sample.html } : null };
    },

    /**
     * Sends the notice of each lot to every customer who received it and has not had it: the row
     * claiming it and the queued e-mail commit together, so each goes once however often this runs.
     */
    async send(
      selection: RecallSelection,
      input: { message?: unknown; action?: unknown },
      actor: Actor,
    ): Promise<NoticeSent> {
      const text = checkedText(input);
      const { lots } = await recallLots(deps, selection);
      const plans = await Promise.all(lots.map(planLot));
      const before = counts(plans);
      let sent = 0;
      let alreadySent = 0;
      for (const plan of plans) {
        let sentOfLot = 0;
        const pending = plan.recipients.filter((r) => !plan.alreadySent.has(r.email));
        alreadySent += plan.recipients.length - pending.length;
        // SEND_BATCH customers a transaction: a lot that reached 10,000 is 100 commits, not 10,000.
        // A batch that fails is rolled back whole, and pressing Send again carries on from it.
        for (let i = 0; i < pending.length; i += SEND_BATCH) {
          const claimed = await db.transaction().execute(async (trx) => {
            const at = clock().toISOString();
            let n = 0;
            for (const r of pending.slice(i, i + SEND_BATCH)) {
              const row = {
                lot_id: plan.lot.id,
                email: r.email,
                order_id: r.orders[0]!.id,
                mail_id: "",
                created_at: at,
              };
              if (!(await repo.claimNotice(trx, row))) continue;
              await repo.setNoticeMail(trx, plan.lot.id, r.email, await mail.enqueue(mailFor(plan.lot, r, text), trx));
              n++;
            }
            return n;
          });
          sentOfLot += claimed;
          alreadySent += Math.min(SEND_BATCH, pending.length - i) - claimed;
        }
        sent += sentOfLot;
        const held = plan.recipients.length - sentOfLot;
        await audit(
          actor,
          plan.lot,
          "stock.recall_notice",
          plan.recipients.length === 0 && plan.erasedOrders === 0
            ? `Recall notice of lot ${plan.lot.lotNumber}: no order shipped tubs of it, so nothing was sent`
            : `Sent the recall notice of lot ${plan.lot.lotNumber} to ${plural(sentOfLot, "customer", "customers")}` +
                `; ${plural(held, "customer", "customers")} had it already` +
                `; ${plural(plan.erasedOrders, "order", "orders")} of erased customers not e-mailed`,
          sentOfLot,
        );
      }
      if (sent > 0) mail.kick();
      return { ...before, alreadySent, sent };
    },
  };
}

export type RecallNotices = ReturnType<typeof createRecallNotices>;
