// Promo codes: staff create and edit them; the cart drawer asks for a quote; checkout prices the
// order with the same quote; a paid order counts one use. Rules live in core/promo.ts.
import {
  allocateDiscount,
  applyPromo,
  normalizeCode,
  promoRefusal,
  PromoInputSchema,
  unknownCodeMessage,
  type Promo,
  type PromoLine,
  type ShippingFor,
} from "../../../core/promo";
import { diffFields } from "../../../core/audit";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./promo.repository";

export type PromoQuote = {
  code: string;
  kind: Promo["kind"];
  subtotal: number;
  shipping: number;
  /** Off the goods, and off the shipping (free-shipping codes); their sum is `discount`. */
  goodsDiscount: number;
  shippingDiscount: number;
  /** The goods discount per cart line (in line order), for providers that charge per line. */
  lineDiscounts: number[];
  discount: number;
  total: number;
  gst: number;
};

export type PromoView = Promo & { used: number; uses: number; revenue: number; discountGiven: number };

/** What a paid order's use of its code came to: counted, or honoured over a limit (staff are told). */
export type UseOutcome = "counted" | "used_up" | "email_limit";

function rowToPromo(row: repo.PromoRow): Promo {
  let productIds: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.product_ids);
    if (Array.isArray(parsed)) productIds = parsed.filter((x): x is string => typeof x === "string");
  } catch {
    productIds = [];
  }
  return {
    code: row.code,
    kind: row.kind as Promo["kind"],
    value: row.value,
    minSpend: row.min_spend,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    totalUses: row.total_uses,
    usesPerEmail: row.uses_per_email,
    active: row.active === 1,
    productIds,
  };
}

function parseInput(input: unknown): Promo {
  const r = PromoInputSchema.safeParse(input);
  if (!r.success) {
    throw new AppError("validation", r.error.issues[0]!.message, { details: fieldErrors(r.error.issues) });
  }
  return r.data;
}

const refuse = (message: string) => new AppError("validation", message, { details: { promoCode: message } });

/** A code that names no live promotion: a failed guess, which the quote route counts. */
export class UnknownPromoCodeError extends AppError {
  constructor(code: string) {
    const message = unknownCodeMessage(code);
    super("validation", message, { details: { promoCode: message } });
  }
}

export function createPromoService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  const now = () => clock().toISOString();
  const columns = (p: Promo) => ({
    kind: p.kind,
    value: p.kind === "free_shipping" ? 0 : p.value,
    min_spend: p.minSpend,
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    total_uses: p.totalUses,
    uses_per_email: p.usesPerEmail,
    active: p.active ? 1 : 0,
    product_ids: JSON.stringify(p.productIds),
    updated_at: now(),
  });

  return {
    async listPromos(): Promise<PromoView[]> {
      const [rows, usage] = await Promise.all([repo.selectPromos(db), repo.selectUsage(db)]);
      const byCode = new Map(usage.map((u) => [u.code, u]));
      return rows.map((r) => {
        const u = byCode.get(r.code);
        return {
          ...rowToPromo(r),
          used: r.used,
          uses: Number(u?.uses ?? 0),
          revenue: Number(u?.revenue ?? 0),
          discountGiven: Number(u?.discount ?? 0),
        };
      });
    },

    async createPromo(input: unknown, actor: Actor): Promise<Promo> {
      const p = parseInput(input);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.insertPromo(trx, { code: p.code, created_at: now(), ...columns(p) }))) {
          throw new AppError("conflict", `A code ${p.code} already exists`, {
            details: { code: `A code ${p.code} already exists` },
          });
        }
        const summary = `Created code ${p.code}`;
        await recordAudit(trx, clock(), {
          actor,
          action: "promotion.create",
          entityType: "promotion",
          entityId: p.code,
          summary,
          after: p,
        });
      });
      return p;
    },

    /**
     * Every field as on creation; its uses so far stay. A new code text (input.code) renames it, but
     * only while no order carries it: orders and their uses name the code by its text.
     */
    async updatePromo(code: string, input: unknown, actor: Actor): Promise<Promo> {
      const body = typeof input === "object" && input ? (input as Record<string, unknown>) : {};
      const current = normalizeCode(code);
      const p = parseInput({ ...body, code: typeof body.code === "string" ? body.code : current });
      return db.transaction().execute(async (trx) => {
        const was = await repo.selectPromo(trx, current);
        if (!was) throw new AppError("not_found", `No code ${current}`);
        if (p.code === current) {
          if (!(await repo.updatePromo(trx, current, columns(p))))
            throw new AppError("not_found", `No code ${current}`);
        } else {
          if (await repo.isOnOrders(trx, current)) {
            const message = `${current} is on orders already, so its text cannot change. Switch it off and create a new code instead.`;
            throw new AppError("conflict", message, { details: { code: message } });
          }
          if (await repo.selectPromo(trx, p.code)) {
            const message = `A code ${p.code} already exists`;
            throw new AppError("conflict", message, { details: { code: message } });
          }
          await repo.renamePromo(trx, current, p.code, columns(p));
        }
        const before = rowToPromo(was);
        const toggled = before.active !== p.active && Object.keys(diffFields(before, p)).length === 1;
        const summary = toggled
          ? `Code ${p.code} turned ${p.active ? "on" : "off"}`
          : p.code === current
            ? `Changed code ${p.code}`
            : `Renamed code ${current} to ${p.code}`;
        await recordAudit(trx, clock(), {
          actor,
          action: toggled ? "promotion.toggle" : "promotion.update",
          entityType: "promotion",
          entityId: p.code,
          summary,
          before,
          after: p,
        });
        return p;
      });
    },

    /** Prices a cart with a code, or refuses with the code's own message (400, field promoCode). */
    async quote(rawCode: string, lines: readonly PromoLine[], shipping: number | ShippingFor): Promise<PromoQuote> {
      const code = normalizeCode(rawCode);
      if (code === "") throw refuse("Enter a code");
      const row = code.length <= 40 ? await repo.selectPromo(db, code) : undefined;
      if (!row) throw new UnknownPromoCodeError(code);
      const promo = rowToPromo(row);
      const why = promoRefusal(promo, { lines, now: clock(), usage: { total: row.used, byEmail: null } });
      // A switched-off code answers as an unknown one (core/promo.ts), and counts as a guess.
      if (why === unknownCodeMessage(code)) throw new UnknownPromoCodeError(code);
      if (why) throw refuse(why);
      const priced = applyPromo(promo, lines, shipping);
      const shippingDiscount = promo.kind === "free_shipping" ? priced.discount : 0;
      const goodsDiscount = priced.discount - shippingDiscount;
      const only = new Set(promo.productIds);
      const weights = lines.map((l) => (only.size === 0 || only.has(l.productId) ? l.unitPrice * l.quantity : 0));
      return {
        code,
        kind: promo.kind,
        ...priced,
        goodsDiscount,
        shippingDiscount,
        lineDiscounts: allocateDiscount(weights, goodsDiscount),
      };
    },

    /**
     * A paid order with a code counts one use, in the payment's transaction. Over a limit (the
     * last use taken by a payment racing this one, or this e-mail's uses spent) the money is
     * already taken: the use is recorded and the caller flags the order for staff.
     */
    async countUse(
      trx: Db,
      order: { id: string; promoCode: string; email: string | null; discount: number; total: number },
    ): Promise<UseOutcome> {
      const row = await repo.selectPromo(trx, order.promoCode);
      let outcome: UseOutcome = "counted";
      if (row?.uses_per_email != null && order.email) {
        if ((await repo.usesByEmail(trx, order.promoCode, order.email)) >= row.uses_per_email) outcome = "email_limit";
      }
      if (!(await repo.takeUse(trx, order.promoCode)) && outcome === "counted") outcome = "used_up";
      await repo.recordUse(trx, {
        order_id: order.id,
        code: order.promoCode,
        email: order.email,
        discount: order.discount,
        total: order.total,
        used_at: now(),
      });
      return outcome;
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
