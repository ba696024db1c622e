// Changes to what a subscription sends beyond flavour and quantity: an item swapped for another
// product at that product's Subscribe & save offer, and one-time extras on the next delivery
// (kept with the cycle they belong to, so a later renewal ignores them). Each is applied like
// every other change (subscription-apply.ts): checked first, then written with its timeline
// entry, audit entry and e-mail in one transaction.
import {
  addExtraRefusal,
  chooseFlavor,
  editRefusal,
  moveStatusRefusal,
  quantityRefusal,
  swapFlavor,
  swapRefusal,
} from "../../../../core/subscription-changes";
import { requiredFlavorCount } from "../../../../core/flavors";
import { offeredFlavors } from "../../../../core/offered-flavors";
import { formatChargeDay } from "../../../../core/subscription-delivery";
import { AppError } from "../../../errors";
import type { Db } from "../../../infra/db/client";
import { refuse, scheduled, type createChangeApplier, type Requester } from "./subscription-apply";
import * as repo from "../subscription.repository";
import { extrasFor, parseLines } from "../subscription.views";

type Applier = ReturnType<typeof createChangeApplier>;

export function createItemChanges(deps: {
  db: Db;
  apply: Applier["apply"];
  cycleStatus: Applier["cycleStatus"];
  catalogue: Applier["catalogue"];
}) {
  const { db, apply, cycleStatus, catalogue } = deps;
  return {
    /** Another product for item `index`, at that product's Subscribe & save offer. */
    swapProduct(who: Requester, number: string, index: number, productId: string) {
      return apply(who, number, async (row, trx, products) => {
        refuse(editRefusal(row.status));
        const lines = parseLines(row.lines);
        const line = Number.isInteger(index) ? lines[index] : undefined;
        if (!line) refuse("Choose the item to swap");
        const product = products.get(productId);
        const offer = (await repo.selectOffers(trx, [productId])).get(productId) ?? null;
        const judged = swapRefusal({
          product,
          offer,
          frequencyWeeks: row.frequency_weeks,
          sameAsNow: productId === line!.productId,
          otherItems: lines.length - 1,
          discountPercent: row.discount_percent,
        });
        if ("refusal" in judged) throw new AppError("validation", judged.refusal);
        const next = lines.map((l, i) =>
          i === index ? { productId, flavor: swapFlavor(product!, l.flavor), quantity: l.quantity } : l,
        );
        const was = products.get(line!.productId)?.name ?? line!.productId;
        const now = `${product!.name} (${next[index]!.flavor})`;
        return {
          type: "swapped",
          message: `Swapped ${was} for ${now}, ${judged.discountPercent}% off`,
          subject: "Subscription product changed",
          sentence: `Your subscription now sends ${now} instead of ${was}, at ${judged.discountPercent}% off.`,
          set: { lines: JSON.stringify(next), discount_percent: judged.discountPercent },
          data: { from: line, to: next[index] },
        };
      });
    },

    /** What may be added to a next delivery: each product on sale, a tub per flavour, a pack mixed. */
    async extraChoices(): Promise<{ productId: string; flavor: string; label: string }[]> {
      const products = [...(await catalogue()).values()].filter((p) => p.status === "active");
      return products.flatMap((p) =>
        requiredFlavorCount(p) === 1
          ? offeredFlavors(p).map((f) => ({ productId: p.id, flavor: f, label: `${p.name}, ${f}` }))
          : [{ productId: p.id, flavor: swapFlavor(p, ""), label: `${p.name} (${swapFlavor(p, "")})` }],
      );
    },

    /** A one-time extra on the next delivery only, priced with the subscription's discount. */
    addToNext(who: Requester, number: string, productId: string, flavor: string, quantity: number) {
      return apply(who, number, async (row, trx, products) => {
        const extras = extrasFor(row.next_extras, row.next_cycle);
        refuse(addExtraRefusal(row.status, await cycleStatus(trx, row), extras.length));
        scheduled(row);
        const product = products.get(productId);
        if (!product || product.status !== "active") refuse("That product is not on sale");
        refuse(quantityRefusal(quantity));
        const choice = chooseFlavor(product!, flavor);
        if ("refusal" in choice) throw new AppError("validation", choice.refusal);
        const added = { productId, flavor: choice.flavor, quantity };
        const what = `${quantity} × ${product!.name} (${choice.flavor})`;
        const day = formatChargeDay(row.next_charge_on!);
        return {
          type: "extra_added",
          message: `Added ${what} to the delivery of ${day}, this once`,
          subject: "Added to your next delivery",
          sentence: `${what} is added to your next delivery, charged on ${day}, this once. Later deliveries stay as they were.`,
          set: { next_extras: JSON.stringify({ cycle: row.next_cycle, lines: [...extras, added] }) },
          data: added,
        };
      });
    },

    /** Takes the one-time extras off the next delivery. */
    removeExtras(who: Requester, number: string) {
      return apply(who, number, async (row, trx) => {
        const extras = extrasFor(row.next_extras, row.next_cycle);
        if (extras.length === 0) refuse("Nothing extra is added to the next delivery");
        refuse(moveStatusRefusal(row.status, await cycleStatus(trx, row)));
        return {
          type: "extras_removed",
          message: "Took the extras off the next delivery",
          subject: "Extras removed from your next delivery",
          sentence: "Your next delivery sends just your usual items.",
          set: { next_extras: null },
        };
      });
    },

    /** Products a subscription's item may be swapped for: on sale, with Subscribe & save on. */
    async swapChoices(): Promise<{ id: string; name: string; discountPercent: number; frequencies: number[] }[]> {
      const products = [...(await catalogue()).values()].filter((p) => p.status === "active");
      const offers = await repo.selectOffers(
        db,
        products.map((p) => p.id),
      );
      return products.flatMap((p) => {
        const o = offers.get(p.id);
        return o?.enabled
          ? [{ id: p.id, name: p.name, discountPercent: o.discountPercent, frequencies: o.frequencies }]
          : [];
      });
    },
  };
}
