// Each flavour's tub carries one barcode number (a GTIN), set on a product's page for the
// flavours it offers. A number is checked (length and check digit) and may belong to one flavour
// only; a form with any refused number saves none of them. The packing bench finds a scanned
// tub's flavour by its number.
import { readGtin } from "../../../core/gtin";
import { flavorKey } from "../../../core/stock";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { isUniqueViolation } from "../../infra/db/errors";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./flavour-barcodes.repository";

export type FlavourBarcode = { flavor: string; gtin: string | null };

export function createFlavourBarcodes(deps: { db: Db; clock: () => Date }) {
  const { db } = deps;

  return {
    /** The barcode number of each flavour named (null when none is set), in the order asked. */
    async barcodesOf(flavors: readonly string[]): Promise<FlavourBarcode[]> {
      const rows = await repo.selectBarcodes(db, [...new Set(flavors.map(flavorKey))]);
      const byKey = new Map(rows.map((r) => [r.flavor_key, r.gtin]));
      return flavors.map((flavor) => ({ flavor, gtin: byKey.get(flavorKey(flavor)) ?? null }));
    },

    /** The flavour whose tub carries this number, or null: one lookup through its unique index. */
    async flavourOfGtin(gtin: string): Promise<{ key: string; flavor: string } | null> {
      const [row] = await repo.selectByGtin(db, [gtin]);
      return row ? { key: row.flavor_key, flavor: row.flavor } : null;
    },

    /**
     * Sets or clears (an empty entry) each flavour's number. Refused whole, with the first reason
     * and one message per flavour field, when a number is not a GTIN, is given twice, or already
     * belongs to another flavour.
     */
    async saveBarcodes(entries: readonly { flavor: string; gtin: string }[], actor: Actor): Promise<number> {
      const fields: Record<string, string> = {};
      const wanted: { key: string; flavor: string; gtin: string | null }[] = [];
      const owner = new Map<string, string>();
      for (const { flavor, gtin } of entries) {
        const key = flavorKey(flavor);
        if (!key || wanted.some((w) => w.key === key)) continue;
        if (gtin.trim() === "") {
          wanted.push({ key, flavor: flavor.trim(), gtin: null });
          continue;
        }
        const read = readGtin(gtin);
        if (!read.ok) {
          fields[flavor] = read.error;
          continue;
        }
        const twice = owner.get(read.gtin);
        if (twice) {
          fields[flavor] =
            `${twice} and ${flavor.trim()} are given the same barcode number; each flavour's tub has its own.`;
          continue;
        }
        owner.set(read.gtin, flavor.trim());
        wanted.push({ key, flavor: flavor.trim(), gtin: read.gtin });
      }
      const numbers = wanted.flatMap((w) => (w.gtin ? [w.gtin] : []));
      const taken = (await repo.selectByGtin(db, numbers)).filter(
        (r) => !wanted.some((w) => w.key === r.flavor_key && w.gtin === r.gtin),
      );
      for (const t of taken) {
        const mine = wanted.find((w) => w.gtin === t.gtin)!;
        fields[mine.flavor] = `That barcode number already belongs to ${t.flavor}.`;
      }
      const first = Object.values(fields)[0];
      if (first) throw new AppError("validation", first, { details: fields });

      const before = new Map(
        (
          await repo.selectBarcodes(
            db,
            wanted.map((w) => w.key),
          )
        ).map((r) => [r.flavor_key, r.gtin]),
      );
      const changed = wanted.filter((w) => (before.get(w.key) ?? null) !== w.gtin);
      if (changed.length === 0) return 0;
      try {
        await db.transaction().execute(async (trx) => {
          const at = deps.clock();
          for (const w of changed) {
            await repo.upsertBarcode(trx, {
              flavor_key: w.key,
              flavor: w.flavor,
              gtin: w.gtin,
              updated_at: at.toISOString(),
            });
            await recordAudit(trx, at, {
              actor,
              action: "stock.barcode",
              entityType: "stock",
              entityId: w.flavor,
              summary: w.gtin
                ? `Set the barcode number of ${w.flavor} tubs`
                : `Cleared the barcode number of ${w.flavor} tubs`,
              changes: { gtin: { before: before.get(w.key) ?? null, after: w.gtin } },
            });
          }
        });
      } catch (err) {
        // Another save took the number between the check above and this write.
        if (isUniqueViolation(err))
          throw new AppError("conflict", "That barcode number already belongs to another flavour.");
        throw err;
      }
      return changed.length;
    },
  };
}

export type FlavourBarcodes = ReturnType<typeof createFlavourBarcodes>;
