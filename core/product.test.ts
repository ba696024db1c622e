import { describe, expect, it } from "vitest";
import { isNewProductId, newProductDraft, normalizeProduct, ProductInputSchema } from "./product";

describe("normaliser defaults (docs/spec.md §3)", () => {
  const now = () => new Date("2026-01-02T03:04:05.000Z");
  it("fills status, images, thumbnail, gradients, shippingCost, order and timestamps", () => {
    const p = normalizeProduct({ id: "x" }, now);
    expect(p).toMatchObject({
      status: "active",
      images: [],
      thumbnail: null,
      gradients: { from: "purple", to: "fuchsia" },
      shippingCost: 995,
      order: 999,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-01-02T03:04:05.000Z",
    });
    expect(p.metadata).toMatchObject({ flavorSelections: 1, freeShipping: false, tier: "Basic" });
  });
  it("takes the first image as the thumbnail, skipping blanks", () => {
    expect(normalizeProduct({ id: "x", images: ["", "/a.png", "/b.png"] }).thumbnail).toBe("/a.png");
  });
  it("keeps values that are present", () => {
    const p = normalizeProduct({ id: "x", status: "draft", order: 2, shippingCost: 0 });
    expect([p.status, p.order, p.shippingCost]).toEqual(["draft", 2, 0]);
  });
});

describe("new products", () => {
  it("get a temporary new-product- id and the docs/spec.md §9 defaults", () => {
    const d = newProductDraft("abc");
    expect(isNewProductId(d.id)).toBe(true);
    expect(d).toMatchObject({
      name: "New Product",
      description: "Product description",
      unitPrice: 4999,
      shippingCost: 995,
      status: "active",
    });
    expect(d.weightGrams).toBe(100);
    expect(d.metadata).toMatchObject({
      servings: 20,
      flavorSelections: 1,
      freeShipping: false,
      tier: "Basic",
    });
    expect(ProductInputSchema.safeParse(d).success).toBe(true);
  });
  it("refuses fractional or negative prices and unknown tiers or statuses", () => {
    const d = newProductDraft("abc");
    expect(ProductInputSchema.safeParse({ ...d, unitPrice: 49.99 }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...d, unitPrice: -1 }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...d, status: "gone" }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...d, metadata: { ...d.metadata, tier: "Gold" } }).success).toBe(false);
  });
});
