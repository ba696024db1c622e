// Owns abandoned checkout recovery (ADR 0023): the e-mail and marketing tick a shopper
// gives on the payment page, the reminders 1 hour and 24 hours after (only with consent, only
// while unpaid, each once per checkout), the signed links in them (restore the cart; unsubscribe,
// by page or one-click POST) and the Overview's recovered checkouts.
import { EVERY_CUSTOMER_EMAIL, type Notices } from "../../infra/mail/notices";
import type { CartItem } from "../../../core/cart";
import {
  recoveredCheckouts,
  RECOVERY_WINDOW_MS,
  reminderWindow,
  type ReminderStage,
} from "../../../core/checkout-recovery";
import {
  CONTACT_ADDRESSES_PER_CHECKOUT,
  CONTACT_ADDRESSES_PER_IP,
  CONTACT_ADDRESSES_REFUSED,
} from "../../../core/marketing-consent";
import { EmailSchema } from "../../../core/order";
import type { Product } from "../../../core/product";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import type { Logger } from "../../logger";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { ConsentService } from "../consent/consent.service";
import { reminderMail, type RecoveryShop } from "./recovery.emails";
import * as repo from "./recovery.repository";
import type { LinkSigner } from "../../infra/signed-links";
import { subscriptionUnitPrice } from "../../../core/subscription-price";

export type RecoveryServiceDeps = {
  /** Settings → Notifications: whether cart reminders go at all. */
  notices?: Notices;
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  signer: LinkSigner;
  shop: RecoveryShop;
  /** The active catalogue, to re-price a restored cart. */
  activeProducts: () => Promise<readonly Product[]>;
  consent: Pick<ConsentService, "ask" | "setByOwner">;
  rateLimiter: RateLimiter;
  /** Different addresses one connection may name in an hour (CONTACT_RATE_LIMIT); the spec's 10 by default. */
  addressesPerIp?: number;
};

/** Who named a checkout's e-mail: the signed-in shopper's own address (or null), and from where. */
export type ContactAsker = { accountEmail: string | null; ip: string };

export const INVALID_LINK = "This link is not valid. Please use the link from your most recent e-mail.";

export type UnsubscribeState = { email: string; subscribed: boolean };
/** `email`: the one the shopper gave at that checkout, to fill in again (the link went to it). */
export type RestoredCart = { items: CartItem[]; unavailable: string[]; email: string | null };

const BATCH = 100;

export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { db, logger, clock, mail, signer, shop, consent, rateLimiter } = deps;
  const iso = () => clock().toISOString();

  /** A new address for a checkout counts against the checkout's and the connection's limits. */
  async function withinAddressLimits(orderId: string, ip: string): Promise<boolean> {
    const perCheckout = await rateLimiter.hit(`contact-address:order:${orderId}`, CONTACT_ADDRESSES_PER_CHECKOUT);
    const perIp = await rateLimiter.hit(`contact-address:ip:${ip}`, {
      ...CONTACT_ADDRESSES_PER_IP,
      limit: deps.addressesPerIp ?? CONTACT_ADDRESSES_PER_IP.limit,
    });
    return perCheckout.allowed && perIp.allowed;
  }

  function emailFromToken(token: unknown): string {
    const email = signer.verify("unsubscribe", token);
    if (!email) throw new AppError("bad_request", INVALID_LINK);
    return email;
  }

  async function isSubscribed(email: string): Promise<boolean> {
    return (await repo.selectMarketingConsent(db, email)) === 1;
  }

  async function remind(contact: repo.DueContact, stage: ReminderStage): Promise<boolean> {
    const at = iso();
    const sent = await db.transaction().execute(async (trx) => {
      // The claim and the e-mail commit together: a second instance finds the claim taken.
      if (!(await repo.claimReminder(trx, contact.order_id, stage, at))) return false;
      const lines = await repo.selectOrderLines(trx, contact.order_id);
      const links = {
        restore: `${shop.publicUrl}/cart/restore?t=${signer.sign("restore", contact.order_id)}`,
        unsubscribe: `${shop.publicUrl}/unsubscribe?t=${signer.sign("unsubscribe", contact.email)}`,
      };
      await mail.enqueue(reminderMail(shop, contact.email, stage, lines, links), trx);
      return true;
    });
    if (sent) logger.info({ orderId: contact.order_id, stage }, "checkout reminder written");
    return sent;
  }

  return {
    /**
     * The payment page's (or the cart drawer's) e-mail and marketing tick for a checkout. A tick
     * asks for consent: given at once when the asker is signed in with that address, otherwise
     * pending until the address owner confirms by e-mail. An unticked box withdraws nothing. Each
     * new address counts against the checkout's and the connection's limits; over them, or with a
     * bad address, it is a field error and changes nothing.
     */
    async recordContact(
      sessionId: string,
      input: { email: unknown; consent: boolean },
      asker: ContactAsker,
    ): Promise<{ ok: true } | { ok: false; error: string }> {
      const parsed = EmailSchema.safeParse(input.email);
      if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
      const email = parsed.data.toLowerCase();
      const order = await repo.selectOrderBySession(db, sessionId);
      if (!order) throw new AppError("not_found", "This payment page does not exist");
      const before = await repo.selectContact(db, order.id);
      if (before?.email !== email && !(await withinAddressLimits(order.id, asker.ip))) {
        return { ok: false, error: CONTACT_ADDRESSES_REFUSED };
      }
      const ownerProven = asker.accountEmail?.toLowerCase() === email;
      const asked = await db.transaction().execute(async (trx) => {
        await repo.upsertContact(trx, {
          order_id: order.id,
          email,
          consent: input.consent ? 1 : 0,
          captured_at: iso(),
        });
        return input.consent ? consent.ask(trx, email, "checkout", ownerProven) : "unchanged";
      });
      if (asked === "pending") mail.kick();
      return { ok: true };
    },

    /** Writes every reminder due now; run by the periodic job. Answers how many were written. */
    async sendDueReminders(): Promise<number> {
      let written = 0;
      if (!(deps.notices ?? EVERY_CUSTOMER_EMAIL).customerEmailOn("cartReminder")) return 0;
      // The later stage first, so a checkout first seen after a day gets only that one.
      for (const stage of ["24h", "1h"] as const) {
        for (;;) {
          const due = await repo.selectDue(db, reminderWindow(stage, clock()), BATCH);
          for (const c of due) if (await remind(c, stage)) written++;
          if (due.length < BATCH) break;
        }
      }
      if (written > 0) mail.kick();
      return written;
    },

    /** What the unsubscribe page shows for a link: its address and whether it still gets marketing. */
    async unsubscribeState(token: unknown): Promise<UnsubscribeState> {
      const email = emailFromToken(token);
      return { email, subscribed: await isSubscribed(email) };
    },

    /** Withdraws marketing consent for the link's address; a second use changes nothing and says so. */
    async unsubscribe(token: unknown): Promise<{ email: string; changed: boolean }> {
      const email = emailFromToken(token);
      const changed = await db
        .transaction()
        .execute((trx) => consent.setByOwner(trx, email, false, "unsubscribe-link"));
      if (changed) logger.info({ source: "unsubscribe-link" }, "marketing consent withdrawn");
      return { email, changed };
    },

    /** The cart of a reminded checkout, at today's prices; lines no longer sold are named apart. */
    async restoreCart(token: unknown): Promise<RestoredCart> {
      const orderId = signer.verify("restore", token);
      if (!orderId) throw new AppError("bad_request", INVALID_LINK);
      const [lines, products, contact] = await Promise.all([
        repo.selectOrderLines(db, orderId),
        deps.activeProducts(),
        repo.selectContact(db, orderId),
      ]);
      if (lines.length === 0) throw new AppError("not_found", "That cart can no longer be found");
      const byId = new Map(products.map((p) => [p.id, p]));
      const items: CartItem[] = [];
      const unavailable: string[] = [];
      for (const l of lines) {
        const p = byId.get(l.product_id);
        if (!p) {
          unavailable.push(l.name);
          continue;
        }
        // A subscription line comes back on its frequency while the product still offers it, at
        // today's discount; otherwise bought once. Checkout prices it again either way.
        const offer = p.subscription;
        const weeks = l.subscription_weeks;
        const subscribed = weeks !== null && offer?.frequencies.includes(weeks) ? offer : null;
        items.push({
          id: p.id,
          name: p.name,
          description: p.description,
          images: p.images,
          unitPrice: subscribed ? subscriptionUnitPrice(p.unitPrice, subscribed.discountPercent) : p.unitPrice,
          quantity: l.quantity,
          flavor: l.flavor,
          freeShipping: p.metadata.freeShipping,
          ...(subscribed && weeks !== null
            ? { subscription: { frequencyWeeks: weeks, discountPercent: subscribed.discountPercent } }
            : {}),
        });
      }
      return { items, unavailable, email: contact?.email ?? null };
    },

    /** The e-mail recorded for a checkout, for its payment page to start from; null when none was given. */
    async contactEmail(sessionId: string): Promise<string | null> {
      const order = await repo.selectOrderBySession(db, sessionId);
      return order ? ((await repo.selectContact(db, order.id))?.email ?? null) : null;
    },

    /**
     * Recovered checkouts (core/checkout-recovery.ts): reminded checkouts whose e-mail paid an
     * order within 7 days of the first reminder, paid at or after `since`; with that revenue.
     */
    async recovered(since: string): Promise<{ checkouts: number; revenue: number }> {
      const from = new Date(Date.parse(since) - RECOVERY_WINDOW_MS).toISOString();
      const reminded = await repo.selectReminded(db, from);
      const emails = [...new Set(reminded.map((r) => r.email))];
      const paid: Awaited<ReturnType<typeof repo.selectPaidByEmails>> = [];
      // A bounded IN list per query.
      for (let i = 0; i < emails.length; i += 500) {
        paid.push(...(await repo.selectPaidByEmails(db, emails.slice(i, i + 500), from)));
      }
      return recoveredCheckouts(reminded, paid, since);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
