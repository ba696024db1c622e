// Each product's first picture by an address a mail client can fetch: e-mails are read far from
// the shop, so a picture the shop keeps gets the shop's public address in front of its path.
// Published for the order confirmation, which runs it in the payment's own transaction.
import type { Db } from "../../infra/db/client";
import { parseJsonArray } from "./product.mapper";
import { selectProductImages } from "./product.repository";

export async function productPictures(db: Db, ids: readonly string[], publicUrl: string): Promise<Map<string, string>> {
  const rows = await selectProductImages(db, [...new Set(ids)]);
  const out = new Map<string, string>();
  for (const row of rows) {
    const first = (parseJsonArray(row.images) ?? []).find((u) => u !== "");
    if (!first) continue;
    if (/^https:\/\//i.test(first)) out.set(row.id, first);
    else if (first.startsWith("/") && !first.startsWith("//")) out.set(row.id, `${publicUrl}${first}`);
  }
  return out;
}
