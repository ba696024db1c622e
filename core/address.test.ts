import { describe, expect, it } from "vitest";
import { addressZoneRefusal, formatAddressLines, ShippingAddressSchema, townLine } from "./address";

const au = { name: "Sam Lee", line1: "1 George St", suburb: "Sydney", state: "NSW", postcode: "2000" };
const nz = {
  name: "Aroha Smith",
  line1: "12 Queen St",
  line2: "Grey Lynn",
  city: "Auckland",
  postcode: "1021",
  country: "NZ",
};

const messages = (input: unknown) => {
  const r = ShippingAddressSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("the shipping address", () => {
  it("reads a stored Australian address without a country as Australian, unchanged", () => {
    const r = ShippingAddressSchema.parse(JSON.parse(JSON.stringify(au)));
    expect(r).toEqual({ ...au, country: "AU" });
    expect(formatAddressLines(r)).toEqual(["Sam Lee", "1 George St", "Sydney NSW 2000", "Australia"]);
  });

  it("still refuses an Australian address without a state or with a bad postcode", () => {
    expect(messages({ ...au, state: "" })).toEqual(["Choose a state or territory"]);
    expect(messages({ ...au, postcode: "200" })).toEqual(["Enter a 4-digit postcode"]);
  });

  it("accepts a New Zealand address: town or city, 4-digit postcode, suburb on the second line, no state", () => {
    const r = ShippingAddressSchema.parse(nz);
    expect(r).toEqual(nz);
    expect(formatAddressLines(r)).toEqual(["Aroha Smith", "12 Queen St", "Grey Lynn", "Auckland 1021", "New Zealand"]);
    expect(townLine(r)).toBe("Auckland 1021, New Zealand");
    expect(townLine(ShippingAddressSchema.parse(au))).toBe("Sydney NSW 2000");
  });

  it("takes an empty state on a New Zealand address as none", () => {
    expect(ShippingAddressSchema.parse({ ...nz, state: "" })).toEqual(nz);
  });

  it("refuses a New Zealand address with a state, a 3-digit postcode or no town", () => {
    expect(messages({ ...nz, state: "NSW" })).toEqual(["A New Zealand address has no state"]);
    expect(messages({ ...nz, postcode: "102" })).toEqual(["Enter a 4-digit postcode"]);
    expect(messages({ ...nz, city: " " })).toEqual(["Enter a town or city"]);
  });

  it("refuses another country in one sentence", () => {
    expect(messages({ ...au, country: "US" })).toEqual(["We ship to Australia and New Zealand only"]);
  });

  it("says when the address is in another country than the order's shipping", () => {
    const auAddress = ShippingAddressSchema.parse(au);
    const nzAddress = ShippingAddressSchema.parse(nz);
    expect(addressZoneRefusal(auAddress, "AU")).toBeNull();
    expect(addressZoneRefusal(nzAddress, "NZ")).toBeNull();
    expect(addressZoneRefusal(nzAddress, "AU")).toMatch(/^This order ships within Australia/);
    expect(addressZoneRefusal(auAddress, "NZ")).toMatch(/^This order ships to New Zealand/);
  });
});
