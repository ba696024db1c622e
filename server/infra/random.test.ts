import { describe, expect, it } from "vitest";
import { randomIdBytes, randomIdHex } from "./random";

describe("randomIdBytes", () => {
  it("never hands out the same bytes twice, across refills of the pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) seen.add(randomIdHex(6)); // 18 KB: four refills
    expect(seen.size).toBe(3000);
  });

  it("returns bytes of the caller's own: a refill of the pool does not change them", () => {
    const a = randomIdBytes(8);
    const before = a.toString("hex");
    for (let i = 0; i < 1200; i++) randomIdBytes(8); // past the end of the pool: refilled
    expect(a.toString("hex")).toBe(before);
    expect(randomIdHex(8)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("refuses more than the pool holds", () => {
    expect(() => randomIdBytes(5000)).toThrow(RangeError);
  });
});
