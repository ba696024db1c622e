import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { compareKeys, decodeCursor, encodeCursor, pageRequest, toPage } from "./keyset";

const ID = /^ord_[0-9a-f]{24}$/;
const at = (i: number) => ({
  key: `2025-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
  id: `ord_${"0".repeat(23)}${i % 10}`,
});

describe("keyset cursors", () => {
  it("round-trips a position", () => {
    expect(decodeCursor(encodeCursor(at(3)), ID)).toEqual(at(3));
  });

  it("refuses anything but a well-formed position as a 400", () => {
    const bad = [
      "",
      "%%%",
      "a".repeat(201),
      Buffer.from("[1,2]").toString("base64url"),
      encodeCursor({ key: "2025-13-45T99:99:99Z", id: at(1).id }),
      encodeCursor({ key: at(1).key, id: "ord_x" }),
      Buffer.from(JSON.stringify([at(1).key, at(1).id, "extra"])).toString("base64url"),
    ];
    for (const c of bad) {
      expect(() => decodeCursor(c, ID), c).toThrow(AppError);
      try {
        decodeCursor(c, ID);
      } catch (e) {
        expect((e as AppError).status).toBe(400);
      }
    }
    expect(() => pageRequest({ limit: 5, after: encodeCursor(at(1)), before: encodeCursor(at(2)) }, ID)).toThrow(
      /either after or before/,
    );
  });
});

describe("pages", () => {
  const pos = (r: { key: string; id: string }) => r;

  it("gives a next cursor only when a row beyond the page was read", () => {
    const rows = [at(9), at(8), at(7)];
    expect(toPage(rows, { limit: 3 }, pos)).toEqual({ rows, next: null, prev: null });
    const more = toPage([...rows, at(6)], { limit: 3 }, pos);
    expect(more.rows).toEqual(rows);
    expect(decodeCursor(more.next!, ID)).toEqual(at(7));
  });

  it("reverses a page read backwards and says whether newer rows remain", () => {
    const read = [at(4), at(5), at(6), at(7)]; // oldest first, one more than the page
    const page = toPage(read, { limit: 3, before: at(3) }, pos);
    expect(page.rows).toEqual([at(6), at(5), at(4)]);
    expect(decodeCursor(page.prev!, ID)).toEqual(at(6));
    expect(decodeCursor(page.next!, ID)).toEqual(at(4));
  });

  it("orders like SQL compares (key, id) tuples", () => {
    const a = { key: "2025-01-01T00:00:00.000Z", id: "ord_b" };
    const b = { key: "2025-01-01T00:00:00.000Z", id: "ord_a" };
    expect([b, a].sort(compareKeys("desc"))).toEqual([a, b]);
    expect([a, b].sort(compareKeys("asc"))).toEqual([b, a]);
  });
});
