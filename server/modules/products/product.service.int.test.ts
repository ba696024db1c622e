import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProductDraft } from "../../../core/product";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { STAFF } from "../../../tests/support/staff";

let t: TestContext;
let now = new Date("2026-03-01T00:00:00.000Z");
beforeAll(async () => {
  t = await createTestContext({ clock: () => now });
});
afterAll(() => t.dispose());

const svc = () => t.services.products;

describe("seeded catalogue", () => {
  it("has the three docs/spec.md §3 products in order with their prices, packs and flags", async () => {
    const products = await svc().listActiveProducts();
    expect(
      products.map((p) => [
        p.id,
        p.name,
        p.unitPrice,
        p.metadata.flavorSelections,
        p.metadata.servings,
        p.weightGrams,
        p.metadata.tier,
        p.metadata.freeShipping,
      ]),
    ).toEqual([
      ["one-and-done", "Basic Recovery Pack", 4999, 1, 20, 100, "Basic", false],
      ["dynamic-duo", "Dynamic Duo Recovery", 8999, 2, 40, 200, "Popular", true],
      ["triple-threat", "Triple Threat Recovery", 12999, 3, 60, 300, "Premium", true],
    ]);
    expect(products.find((p) => p.id === "triple-threat")!.metadata.flavor).toBe("Mixed Pack");
  });
});

describe("create", () => {
  it("replaces a new-product- id with a generated one and defaults status to active", async () => {
    const { status: _s, ...draft } = newProductDraft("tmp1");
    const p = await svc().createProduct({ ...draft, name: "Berry Blast Pack" }, STAFF);
    expect(p.id).toMatch(/^berry-blast-pack-[0-9a-f]{6}$/);
    expect(p.status).toBe("active");
    expect(p.createdAt).toBe(now.toISOString());
  });
  it("keeps a chosen id and refuses one already in use", async () => {
    const p = await svc().createProduct({ ...newProductDraft("x"), id: "my-pack" }, STAFF);
    expect(p.id).toBe("my-pack");
    await expect(svc().createProduct({ ...newProductDraft("x"), id: "my-pack" }, STAFF)).rejects.toMatchObject({
      status: 409,
    });
  });
  it("sanitises the description HTML", async () => {
    const p = await svc().createProduct(
      {
        ...newProductDraft("x"),
        description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      },
      STAFF,
    );
    expect(p.description).toBe("<p>Hi</p>");
  });
  it("refuses bad input and writes nothing", async () => {
    const before = (await svc().listAllProducts()).length;
    await expect(svc().createProduct({ ...newProductDraft("x"), unitPrice: 12.5 }, STAFF)).rejects.toMatchObject({
      status: 400,
    });
    await expect(svc().createProduct({ ...newProductDraft("x"), name: "" }, STAFF)).rejects.toMatchObject({
      status: 400,
    });
    expect((await svc().listAllProducts()).length).toBe(before);
  });
  it("keeps the default flavours in available flavours", async () => {
    const d = newProductDraft("x");
    const p = await svc().createProduct({ ...d, metadata: { ...d.metadata, availableFlavors: ["Mango"] } }, STAFF);
    expect(p.metadata.availableFlavors).toEqual(["Lemon Squash", "Orange Crush", "Pineapple Punch", "Mango"]);
  });
});

describe("update", () => {
  it("keeps createdAt and sets updatedAt", async () => {
    const created = await svc().createProduct({ ...newProductDraft("x"), id: "upd-1" }, STAFF);
    now = new Date("2026-03-02T00:00:00.000Z");
    const updated = await svc().updateProduct(
      "upd-1",
      { ...newProductDraft("x"), id: "upd-1", name: "Renamed" },
      STAFF,
    );
    expect(updated.name).toBe("Renamed");
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).toBe("2026-03-02T00:00:00.000Z");
  });
  it("fails for an unknown id with the spec's message", async () => {
    await expect(svc().updateProduct("nope", newProductDraft("x"), STAFF)).rejects.toThrow(
      "Product with ID nope not found",
    );
  });
  it("answers not found, without asking the database, for an id no product can have", async () => {
    // A NUL byte is refused by PostgreSQL itself (a 500 before this check).
    for (const id of ["\u0000", "UPPER", "../x", "a".repeat(81)]) {
      await expect(svc().getProduct(id)).rejects.toMatchObject({ code: "not_found" });
      await expect(svc().updateProduct(id, {}, STAFF)).rejects.toMatchObject({ code: "not_found" });
      await expect(svc().deleteProduct(id, STAFF)).rejects.toMatchObject({ code: "not_found" });
    }
  });

  it("refuses to change the id", async () => {
    await expect(svc().updateProduct("upd-1", { ...newProductDraft("x"), id: "other" }, STAFF)).rejects.toThrow(
      "ID cannot be changed for existing products",
    );
  });
});

describe("status, order and delete", () => {
  it("lists only active products", async () => {
    await svc().createProduct({ ...newProductDraft("x"), id: "drafty", status: "draft" }, STAFF);
    expect((await svc().listActiveProducts()).some((p) => p.id === "drafty")).toBe(false);
    expect((await svc().listAllProducts()).some((p) => p.id === "drafty")).toBe(true);
  });
  it("saves an order from ids, skipping unknown ones with a logged warning", async () => {
    const result = await svc().saveProductOrder(["triple-threat", "ghost", "one-and-done", "dynamic-duo"], STAFF);
    expect(result).toEqual({ ordered: ["triple-threat", "one-and-done", "dynamic-duo"], skipped: ["ghost"] });
    const ids = (await svc().listActiveProducts()).map((p) => p.id).slice(0, 3);
    expect(ids).toEqual(["triple-threat", "one-and-done", "dynamic-duo"]);
    expect(t.logs.some((l) => l.level === 40 && l.id === "ghost")).toBe(true);
  });
  it("deletes, and fails for an unknown id", async () => {
    await svc().deleteProduct("drafty", STAFF);
    await expect(svc().getProduct("drafty")).rejects.toMatchObject({ status: 404 });
    await expect(svc().deleteProduct("drafty", STAFF)).rejects.toMatchObject({ status: 404 });
  });
  it("migrates the per-flavour sample products once, as drafts drawn as their flavour's tub", async () => {
    const first = await svc().migrateSampleProducts(STAFF);
    expect(first.added).toEqual([
      "lemon-squash-recovery-pack",
      "orange-crush-recovery-pack",
      "pineapple-punch-recovery-pack",
    ]);
    const lemon = await svc().getProduct("lemon-squash-recovery-pack");
    expect(lemon).toMatchObject({ name: "Lemon Refresh Recovery Pack", unitPrice: 4999, status: "draft" });
    // No image file: the shop draws the flavour's tub (a path to a missing file answered 404).
    expect(lemon.images).toEqual([]);
    expect((await svc().listActiveProducts()).map((p) => p.id)).not.toContain("lemon-squash-recovery-pack");
    expect((await svc().migrateSampleProducts(STAFF)).added).toEqual([]);
  });
});
