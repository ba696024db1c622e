import { describe, expect, it } from "vitest";
import { announcementShowing, checkContent, EMPTY_FIELDS, slugOf } from "./content";

describe("checkContent", () => {
  it("refuses an announcement whose end is before its start, with a clear message", () => {
    const r = checkContent("announcement", {
      title: "Sale",
      startsAt: "2026-12-02T00:00:00.000Z",
      endsAt: "2026-12-01T00:00:00.000Z",
    });
    expect(r).toEqual({ ok: false, fieldErrors: { endsAt: "The end must be after the start" } });
  });

  it("takes an announcement with an end after its start, and one without times", () => {
    const timed = checkContent("announcement", {
      title: "Sale",
      link: "/faqs",
      startsAt: "2026-12-01T00:00:00Z",
      endsAt: "2026-12-02T00:00:00Z",
    });
    expect(timed).toMatchObject({ ok: true, fields: { startsAt: "2026-12-01T00:00:00.000Z" } });
    expect(checkContent("announcement", { title: "Hello" }).ok).toBe(true);
  });

  it("refuses a link that is not a shop page or an https address", () => {
    for (const link of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "http://x.com",
      "data:text/html,x",
    ]) {
      const r = checkContent("announcement", { title: "x", link });
      expect(r.ok, link).toBe(false);
    }
  });

  it("asks for a page's title and keeps no times or link on a page", () => {
    expect(checkContent("page", { title: " ", body: "<p>x</p>" })).toEqual({
      ok: false,
      fieldErrors: { title: "Title is required" },
    });
    const r = checkContent("page", { title: "About", body: "<p>x</p>", link: "/x", startsAt: "2026-01-01T00:00:00Z" });
    expect(r).toEqual({ ok: true, fields: { ...EMPTY_FIELDS, title: "About", body: "<p>x</p>" } });
  });

  it("refuses text that is not text", () => {
    expect(checkContent("page", { title: 5 }).ok).toBe(false);
    expect(checkContent("announcement", { title: "x", startsAt: "soon" })).toMatchObject({
      ok: false,
      fieldErrors: { startsAt: "Enter a date and time" },
    });
  });
});

describe("announcementShowing", () => {
  const bar = {
    ...EMPTY_FIELDS,
    title: "Sale",
    startsAt: "2026-12-01T00:00:00.000Z",
    endsAt: "2026-12-02T00:00:00.000Z",
  };
  it("shows between its start and its end only", () => {
    expect(announcementShowing(bar, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(announcementShowing(bar, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(announcementShowing(bar, new Date("2026-12-02T00:00:00Z"))).toBe(false);
    expect(announcementShowing({ ...bar, title: "" }, new Date("2026-12-01T12:00:00Z"))).toBe(false);
  });
});

describe("slugOf", () => {
  it("makes the FAQ topics' anchors", () => {
    expect(slugOf("Shipping &amp; Delivery")).toBe("shipping-delivery");
    expect(slugOf("Alcohol, Safety & Getting Advice")).toBe("alcohol-safety-getting-advice");
  });
});
