import { describe, expect, it } from "vitest";
import { newProductDraft } from "../../../../core/product";
import {
  draftFromInput,
  draftToInput,
  errorsAfterEdit,
  errorsFromDetails,
  previewProduct,
  withFlavor,
} from "./product-draft";

const draft = () => draftFromInput(newProductDraft("t1"));

describe("product form draft", () => {
  it("starts from the docs/spec.md §9 new-product defaults with the default flavours on offer", () => {
    const d = draft();
    expect(d).toMatchObject({ id: "new-product-t1", name: "New Product", unitPrice: "4999", servings: "20" });
    expect(d.availableFlavors).toEqual(["Lemon Squash", "Orange Crush", "Pineapple Punch"]);
    expect(draftToInput(d).input).toMatchObject({ unitPrice: 4999, metadata: { servings: 20, tier: "Basic" } });
  });

  it("requires name, price, description, servings, a weight in grams, flavour and id", () => {
    const d = {
      ...draft(),
      id: " ",
      name: "",
      description: "<p></p>",
      unitPrice: "",
      servings: "",
      weightGrams: "",
      flavor: "",
    };
    expect(draftToInput(d).errors).toEqual({
      id: "ID is required",
      name: "Name is required",
      description: "Description is required",
      unitPrice: "Price is required",
      servings: "Servings is required",
      weightGrams: "Weight must be a whole number of grams from 1 to 30,000",
      flavor: "Flavour is required",
    });
  });

  it("refuses a fractional or negative price and a malformed id", () => {
    expect(draftToInput({ ...draft(), unitPrice: "49.99" }).errors).toEqual({
      unitPrice: "Price must be a whole number of cents",
    });
    expect(draftToInput({ ...draft(), unitPrice: "-5" }).errors?.unitPrice).toBeDefined();
    expect(draftToInput({ ...draft(), id: "Bad ID" }).errors?.id).toMatch(/lower-case/);
  });

  it.each(["100g", "0", "30001", "1.5", "-3"])("refuses a weight of %j grams beside its field", (weightGrams) => {
    expect(draftToInput({ ...draft(), weightGrams }).errors).toEqual({
      weightGrams: "Weight must be a whole number of grams from 1 to 30,000",
    });
  });

  it("takes whole grams and shows a stored weight as grams", () => {
    expect(draft().weightGrams).toBe("100");
    expect(draftToInput({ ...draft(), weightGrams: "1200" }).input).toMatchObject({ weightGrams: 1200 });
  });

  it("maps server field paths onto the form's fields", () => {
    expect(errorsFromDetails({ "metadata.servings": "Too many", id: "ID is already in use" })).toEqual({
      servings: "Too many",
      id: "ID is already in use",
    });
  });

  it("derives the name from the flavour until the name is changed", () => {
    const d = withFlavor(draft(), "Orange Crush");
    expect(d.name).toBe("Orange Boost Recovery Pack");
    expect(withFlavor(d, "Pineapple Punch").name).toBe("Pineapple Energy Recovery Pack");
    expect(withFlavor({ ...d, name: "My Pack" }, "Lemon Squash").name).toBe("My Pack");
  });

  it("previews whatever parses", () => {
    const p = previewProduct({ ...draft(), unitPrice: "abc", images: ["javascript:alert(1)", "/media/x.webp"] });
    expect(p.unitPrice).toBe(0);
    expect(p.images).toEqual(["/media/x.webp"]);
  });

  it("drops an error once an edit puts its field right, even when the edit came from another field", () => {
    const empty = { ...draft(), name: "", flavor: "", weightGrams: "" };
    const errors = draftToInput(empty).errors!;
    expect(errors).toMatchObject({ name: "Name is required", flavor: "Flavour is required" });
    const filled = withFlavor(empty, "Mango Tango");
    expect(errorsAfterEdit(errors, empty, filled)).toEqual({
      weightGrams: "Weight must be a whole number of grams from 1 to 30,000",
    });
    // A field still wrong after the edit keeps (the new) error; an untouched one keeps its own.
    const badPrice = { ...filled, unitPrice: "" };
    const priceErrors = { ...errorsAfterEdit(errors, empty, filled), unitPrice: "Price is required" };
    expect(errorsAfterEdit(priceErrors, badPrice, { ...badPrice, unitPrice: "1.5" })).toEqual({
      weightGrams: "Weight must be a whole number of grams from 1 to 30,000",
      unitPrice: "Price must be a whole number of cents",
    });
  });
});
