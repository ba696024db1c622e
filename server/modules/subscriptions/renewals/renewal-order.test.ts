// A renewal is priced from the subscription's saved lines; lines that could not be read (an empty
// or damaged list) are refused in words rather than charged as shipping alone.
import { describe, expect, it } from "vitest";
import { DEFAULT_CHOICE, DEFAULT_SHIPPING_SETTINGS } from "../../../../core/shipping";
import { parseLines } from "../subscription.views";
import { priceRenewal } from "./renewal-order";

const shipping = { settings: DEFAULT_SHIPPING_SETTINGS, choice: DEFAULT_CHOICE };

describe("pricing a renewal", () => {
  it("refuses a subscription whose lines are empty or unreadable, charging nothing", () => {
    for (const saved of ["[]", "not json", '{"productId":"x"}', '[{"productId":1}]']) {
      expect(() => priceRenewal(parseLines(saved), 0, new Map(), shipping)).toThrow(
        "This subscription has no items to send",
      );
    }
  });
});
