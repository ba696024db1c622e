// Releasing a quarantined lot whose quarantine proved unfounded: its tubs count as on hand again
// and it ships like any other lot. Refused (nothing changed) without a reason, for a lot not
// quarantined, and for one past its sell-by point, which could not be sold anyway.
import { isSellable, type LotLine } from "../../../core/stock-lots";
import { AppError } from "../../errors";
import { recordAudit, type Actor } from "../audit/audit.record";
import { answerWaiting } from "../back-in-stock/back-in-stock.answer";
import * as repo from "./stock-lots.repository";
import type { StockServiceDeps } from "./stock.service";
import * as stockRepo from "./stock.repository";

type ReleaseDeps = Pick<StockServiceDeps, "db" | "clock" | "events" | "mail" | "shop"> & {
  marginDays: () => Promise<number>;
  today: () => string;
  toLine: (r: repo.LotRow, margin: number, day: string) => LotLine;
};

function invalid(message: string, field: string): AppError {
  return new AppError("validation", message, { details: { [field]: message } });
}

export async function releaseLot(deps: ReleaseDeps, id: string, reason: string, actor: Actor): Promise<LotLine> {
  const { db, clock, events, mail, shop, marginDays, today, toLine } = deps;
  const why = reason.trim();
  if (!why) throw invalid("Say why the lot is released from quarantine", "reason");
  if (why.length > 500) throw invalid("Keep the reason under 500 characters", "reason");
  const lot = await repo.selectLot(db, id);
  if (!lot) throw new AppError("not_found", "No such lot");
  if (!lot.quarantined_at) throw new AppError("conflict", `Lot ${lot.lot_number} is not quarantined`);
  const margin = await marginDays();
  if (!isSellable(lot.best_before, margin, today())) {
    throw new AppError("conflict", `Lot ${lot.lot_number} is past its sell-by point, so it stays off sale`);
  }
  const at = clock();
  await db.transaction().execute(async (trx) => {
    const claimed = await repo.claimRelease(trx, id);
    if (!claimed) throw new AppError("conflict", `Lot ${lot.lot_number} is not quarantined`);
    if (claimed.remaining > 0) {
      await stockRepo.shift(trx, lot.flavor_key, { onHand: claimed.remaining, reserved: 0 }, at.toISOString());
    }
    const tubs = `${claimed.remaining} ${lot.flavor} ${claimed.remaining === 1 ? "tub" : "tubs"}`;
    await recordAudit(trx, at, {
      actor,
      action: "stock.lot_release",
      entityType: "stock",
      entityId: lot.flavor,
      summary: `Lot ${lot.lot_number} released from quarantine: ${tubs} counted as on hand again (${why})`,
      changes: { onHand: { before: null, after: claimed.remaining }, reason: { before: null, after: why } },
    });
    const level = await stockRepo.selectLevel(trx, lot.flavor_key);
    if (
      level &&
      (await answerWaiting(trx, { mail, shop }, lot.flavor_key, { available: level.on_hand - level.reserved })) > 0
    ) {
      mail.kick();
    }
  });
  // Every instance drops its cached stock and catalogue on this notice (LISTEN/NOTIFY on PostgreSQL).
  events.publish({ type: "products.changed" });
  return toLine((await repo.selectLot(db, id))!, margin, today());
}
