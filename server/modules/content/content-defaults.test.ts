// Each piece's first revision as the seed writes it (the fields after the service's sanitiser),
// for a plain shop name and one that needs escaping. The snapshot is the text the shop has
// always seeded: a change to it is a change to the words staff start from, made on purpose.
import { describe, expect, it } from "vitest";
import { CONTENT_PIECES, headingsFor } from "../../../core/content";
import { sanitizeRichText } from "../products/sanitize-description";
import { contentDefaults } from "./content-defaults";

describe("the seeded first revision of each piece", () => {
  for (const piece of CONTENT_PIECES) {
    for (const shopName of ["Rebound", `Tom & Jerry's "Best" <Shop>`]) {
      it(`${piece.key}, for the shop ${shopName}`, () => {
        const fields = contentDefaults(piece.key, shopName);
        const seeded = { ...fields, body: sanitizeRichText(fields.body, headingsFor(piece.kind)) };
        expect(seeded).toMatchSnapshot();
      });
    }
  }
});
