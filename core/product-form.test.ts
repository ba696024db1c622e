import { describe, expect, it } from "vitest";
import { addFlavor, isDefaultFlavor, parseCents, productToInput, removeFlavor } from "./product-form";
import { normalizeProduct, ProductInputSchema } from "./product";

describe("product form rules (docs/spec.md §5)", () => {
  it("parses cents as integers only", () => {
    expect(parseCents("4999")).toBe(4999);
    expect(parseCents(" 995 ")).toBe(995);
    for (const bad of ["", "49.99", "-1", "1e3", "abc", "12 5"]) expect(parseCents(bad), bad).toBeNull();
  });

  it("keeps the default flavours and adds a custom one only when non-empty after trimming", () => {
    const list = ["Lemon Squash", "Orange Crush", "Pineapple Punch"];
    expect(isDefaultFlavor(" Lemon Squash ")).toBe(true);
    expect(removeFlavor(list, "Orange Crush")).toEqual(list);
    expect(addFlavor(list, "   ")).toEqual(list);
    expect(addFlavor(list, " Berry Blast ")).toEqual([...list, "Berry Blast"]);
    expect(addFlavor([...list, "Berry Blast"], "berry blast")).toHaveLength(4);
    expect(removeFlavor([...list, "Berry Blast"], "Berry Blast")).toEqual(list);
  });

  it("turns a stored product back into input the schema accepts", () => {
    const p = normalizeProduct({
      id: "one-and-done",
      name: "Basic Recovery Pack",
      description: "<p>Hi</p>",
      unitPrice: 4999,
      priceId: null,
      weightGrams: 100,
      metadata: { flavor: "Lemon Squash", servings: 20 },
    });
    const input = productToInput(p);
    expect(input).not.toHaveProperty("priceId");
    expect(ProductInputSchema.safeParse(input).success).toBe(true);
  });
});
