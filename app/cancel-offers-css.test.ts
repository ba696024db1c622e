// The cancel screen shows an offer for the picked reason by CSS alone: every reason that has an
// offer needs its rule in app.css, or picking it would show nothing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CANCEL_REASONS } from "../core/cancel-reasons";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

describe("the cancel screen's offers", () => {
  it.each(CANCEL_REASONS.filter((r) => r.offers.length > 0).map((r) => r.value))("has a rule for %s", (value) => {
    expect(css).toContain(
      `.cancel-flow:has([data-cancel-reason="${value}"]:checked) .cancel-offer[data-for~="${value}"]`,
    );
  });
});
