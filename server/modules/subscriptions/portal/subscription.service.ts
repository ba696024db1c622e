// What a customer, or staff on their behalf, does with a subscription: skip the next
// delivery, move its date, change frequency, flavours and quantity, pause and resume, cancel and
// replace the card. Each change checks the rules in core/ first (a refusal changes nothing), then
// is applied by subscription-apply.ts: in one transaction the subscription (only if unchanged since
// it was read), its timeline entry, the confirmation e-mail and, for staff, the audit log entry.
import {
  cancelRefusal,
  chooseFlavor,
  editRefusal,
  frequencyRefusal,
  moveStatusRefusal,
  pauseRefusal,
  quantityRefusal,
  resumeOn,
  resumeRefusal,
  skipRefusal,
  type SubscriptionLine,
} from "../../../../core/subscription-changes";
import { afterPause, afterSkip, moveRefusal } from "../../../../core/subscription-dates";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { frequencyLabel } from "../../../../core/subscription-offer";
import { AppError } from "../../../errors";
import {
  createChangeApplier,
  refuse,
  scheduled,
  type KeptCard,
  type Requester,
  type SubscriptionServiceDeps,
} from "./subscription-apply";
import { createItemChanges } from "./subscription-items";
import * as repo from "../subscription.repository";
import { parseLines, type SubscriptionView } from "../subscription.views";

export type { KeptCard, Requester, SubscriptionServiceDeps };

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { db, clock } = deps;
  const { today, catalogue, viewOf, find, apply, cycleStatus } = createChangeApplier(deps);

  return {
    ...createItemChanges({ db, apply, cycleStatus, catalogue }),

    /** Today in the shop's time zone (the pages' earliest date to move a delivery to is the day after). */
    today,

    async listForCustomer(customerId: string): Promise<SubscriptionView[]> {
      const products = await catalogue();
      const rows = await repo.selectCustomerSubscriptions(db, customerId);
      return Promise.all(rows.map((r) => viewOf(r, products)));
    },

    async get(who: Requester, number: string): Promise<SubscriptionView> {
      return viewOf(await find(db, who, number));
    },

    skip(who: Requester, number: string) {
      return apply(who, number, async (row, trx) => {
        refuse(skipRefusal(row.status, await cycleStatus(trx, row)));
        scheduled(row);
        const from = row.next_charge_on!;
        const to = afterSkip(from, row.frequency_weeks);
        return {
          type: "skipped",
          message: `Skipped the delivery of ${formatChargeDay(from)}; next charge ${formatChargeDay(to)}`,
          subject: "Next delivery skipped",
          sentence: `The delivery due on ${formatChargeDay(from)} is skipped: nothing is sent or charged for it.`,
          set: { next_charge_on: to, next_cycle: row.next_cycle + 1 },
          data: { cycle: row.next_cycle, from, to },
          before: async () => {
            const ok = await repo.skipCycle(trx, {
              subscriptionId: row.id,
              cycle: row.next_cycle,
              dueOn: from,
              at: clock().toISOString(),
            });
            if (!ok) refuse(skipRefusal(row.status, "charging"));
          },
        };
      });
    },

    move(who: Requester, number: string, day: string) {
      return apply(who, number, async (row, trx) => {
        refuse(moveStatusRefusal(row.status, await cycleStatus(trx, row)));
        scheduled(row);
        refuse(moveRefusal(day, today(), row.next_charge_on!, row.frequency_weeks));
        return {
          type: "moved",
          message: `Next charge moved from ${formatChargeDay(row.next_charge_on!)} to ${formatChargeDay(day)}`,
          subject: "Next delivery date changed",
          sentence: `Your next delivery is now charged on ${formatChargeDay(day)}.`,
          set: { next_charge_on: day },
          data: { from: row.next_charge_on, to: day },
        };
      });
    },

    setFrequency(who: Requester, number: string, weeks: number) {
      return apply(who, number, async (row, trx, products) => {
        refuse(editRefusal(row.status));
        const lines = parseLines(row.lines);
        const offers = await repo.selectOffers(
          trx,
          lines.map((l) => l.productId),
        );
        refuse(
          frequencyRefusal(
            lines.map((l) => ({
              name: products.get(l.productId)?.name ?? l.productId,
              offer: offers.get(l.productId) ?? null,
            })),
            weeks,
          ),
        );
        if (weeks === row.frequency_weeks) refuse(`It is already delivered ${frequencyLabel(weeks)}`);
        return {
          type: "frequency",
          message: `Frequency changed from ${frequencyLabel(row.frequency_weeks)} to ${frequencyLabel(weeks)}`,
          subject: "Delivery frequency changed",
          sentence: `Your subscription is now delivered ${frequencyLabel(weeks)}, starting after the next delivery.`,
          set: { frequency_weeks: weeks },
          data: { from: row.frequency_weeks, to: weeks },
        };
      });
    },

    /** New flavours and quantities for the lines it sends (the same products, in the same order). */
    setLines(who: Requester, number: string, wanted: readonly { flavor: string; quantity: number }[]) {
      return apply(who, number, async (row, trx, products) => {
        refuse(editRefusal(row.status));
        const lines = parseLines(row.lines);
        if (wanted.length !== lines.length) refuse("Choose a flavour and quantity for each item");
        const next: SubscriptionLine[] = lines.map((line, i) => {
          const product = products.get(line.productId);
          if (!product) throw new AppError("validation", `${line.productId} is no longer available`);
          refuse(quantityRefusal(wanted[i]!.quantity));
          const choice = chooseFlavor(product, wanted[i]!.flavor);
          if ("refusal" in choice) throw new AppError("validation", choice.refusal);
          return { productId: line.productId, flavor: choice.flavor, quantity: wanted[i]!.quantity };
        });
        const describe = (ls: SubscriptionLine[]) =>
          ls.map((l) => `${l.quantity} × ${products.get(l.productId)?.name ?? l.productId} (${l.flavor})`).join("; ");
        if (JSON.stringify(next) === JSON.stringify(lines))
          refuse("Nothing to change: choose a different flavour or quantity");
        return {
          type: "lines",
          message: `Now sends ${describe(next)} (was ${describe(lines)})`,
          subject: "Subscription items changed",
          sentence: `Your subscription now sends ${describe(next)}.`,
          set: { lines: JSON.stringify(next) },
          data: { from: lines, to: next },
        };
      });
    },

    pause(who: Requester, number: string, cycles: number) {
      return apply(who, number, async (row, trx) => {
        refuse(pauseRefusal(row.status, cycles));
        scheduled(row);
        refuse(moveStatusRefusal(row.status, await cycleStatus(trx, row)));
        const until = afterPause(row.next_charge_on!, row.frequency_weeks, cycles);
        const n = cycles === 1 ? "1 delivery" : `${cycles} deliveries`;
        return {
          type: "paused",
          message: `Paused for ${n}; restarts with the charge on ${formatChargeDay(until)}`,
          subject: "Subscription paused",
          sentence: `Your subscription is paused for ${n}. It restarts by itself with the charge on ${formatChargeDay(until)}, or resume it any time.`,
          set: { status: "paused", paused_cycles: cycles, next_charge_on: until },
          data: { cycles, from: row.next_charge_on, to: until },
        };
      });
    },

    resume(who: Requester, number: string) {
      return apply(who, number, async (row) => {
        refuse(resumeRefusal(row.status));
        const next = resumeOn(row.next_charge_on, row.frequency_weeks, row.paused_cycles, today());
        return {
          type: "resumed",
          message: `Resumed; next charge ${formatChargeDay(next)}`,
          subject: "Subscription resumed",
          sentence: `Your subscription is active again. The next delivery is charged on ${formatChargeDay(next)}.`,
          set: { status: "active", paused_cycles: 0, next_charge_on: next },
          data: { to: next },
        };
      });
    },

    cancel(who: Requester, number: string, reason: string) {
      return apply(who, number, async (row) => {
        const why = reason.trim();
        refuse(cancelRefusal(row.status, why));
        return {
          type: "cancelled",
          message: why ? `Cancelled. Reason: ${why}` : "Cancelled",
          subject: "Subscription cancelled",
          sentence: "Your subscription is cancelled. Nothing more will be sent or charged.",
          set: {
            status: "cancelled",
            next_charge_on: null,
            paused_cycles: 0,
            cancel_reason: why || null,
            cancelled_at: clock().toISOString(),
          },
          data: why ? { reason: why } : undefined,
        };
      });
    },

    /**
     * A new kept card from the provider (its reference, brand, last 4 and expiry; never card data).
     * The same card told again (Stripe's webhook and the shopper's return) changes nothing.
     */
    replaceCard(who: Requester, number: string, card: KeptCard) {
      return apply(who, number, async (row) => {
        if (row.payment_method === card.paymentMethod && row.provider === (card.provider ?? row.provider)) return null;
        refuse(editRefusal(row.status));
        const expires = card.expiry ? `, expires ${card.expiry}` : "";
        return {
          type: "card",
          message: `Card replaced: ${card.brand} ending ${card.last4}${expires}`,
          subject: "Card updated",
          sentence: `Future deliveries are charged to your ${card.brand} ending ${card.last4}${expires}.`,
          set: {
            payment_method: card.paymentMethod,
            card_brand: card.brand,
            card_last4: card.last4,
            card_expiry: card.expiry ?? null,
            ...(card.provider ? { provider: card.provider, provider_customer: card.providerCustomer ?? null } : {}),
          },
          data: {
            brand: card.brand,
            last4: card.last4,
            expiry: card.expiry ?? null,
            ...(card.setupIntent ? { setupIntent: card.setupIntent } : {}),
          },
        };
      });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
