import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const FLAVOURS = ["Lemon Squash", "Orange Crush", "Pineapple Punch"];

/** Leaves `available` tubs for sale (signed in as staff): on top of any held for orders awaiting payment. */
export async function setStock(page: Page, flavour: string, available: number) {
  const list = (await (await page.request.get("/api/admin/stock")).json()) as {
    stock: { flavor: string; reserved: number }[];
  };
  const reserved = list.stock.find((l) => l.flavor === flavour)?.reserved ?? 0;
  const res = await page.request.put(`/api/admin/stock/${encodeURIComponent(flavour.toLowerCase())}`, {
    data: { onHand: reserved + available, threshold: 0 },
  });
  expect(res.status()).toBe(200);
}
