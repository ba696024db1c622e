import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { addressFromSession } from "./stripe-events";

const session = (address: Partial<Stripe.Address>) =>
  ({
    id: "cs_test_1",
    collected_information: {
      shipping_details: { name: "Aroha Smith", address: { line2: null, state: null, ...address } },
    },
  }) as unknown as Stripe.Checkout.Session;

describe("Stripe's shipping address as ours", () => {
  it("turns a New Zealand address, with or without a region, into a New Zealand address", () => {
    const nz = { line1: "12 Ponsonby Road", line2: "Grey Lynn", city: "Auckland", postal_code: "1021", country: "NZ" };
    const expected = { name: "Aroha Smith", ...nz, postcode: "1021", country: "NZ" };
    delete (expected as Record<string, unknown>).postal_code;
    expect(addressFromSession(session({ ...nz, state: "Auckland" })).address).toEqual(expected);
    expect(addressFromSession(session({ ...nz, state: "" })).address).toEqual(expected);
  });

  it("keeps an Australian one as before", () => {
    const au = { line1: "1 George St", city: "Sydney", state: "nsw", postal_code: "2000", country: "AU" };
    expect(addressFromSession(session(au)).address).toEqual({
      name: "Aroha Smith",
      line1: "1 George St",
      suburb: "Sydney",
      state: "NSW",
      postcode: "2000",
      country: "AU",
    });
  });
});
