// Links staff write (the announcement bar's link and links in rich text) go only to an https://
// address or a page of the shop ("/" then a letter, digit or "#"). "/\evil.com" and "//evil.com"
// look like pages but browsers follow them to another site. A bad link is refused with one
// sentence and changes nothing; one stored before the rule is never drawn as a link. Runs on
// SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { SAFE_LINK_MESSAGE } from "../../../core/safe-link";
import { EMPTY_FIELDS } from "../../../core/content";
import * as repo from "./content.repository";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

const content = () => ctx.services.content;
const refusal = async (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error("expected a refusal");
    },
    (err: { status: number; details?: Record<string, string> }) => ({ status: err.status, details: err.details }),
  );

/** Writes a revision straight to the tables, as a link saved before the rule would be. */
async function storeAsBefore(key: "announcement" | "terms", fields: Partial<typeof EMPTY_FIELDS>) {
  await content().editor(key);
  const number = await repo.nextNumber(ctx.db, key);
  const at = new Date().toISOString();
  await repo.insertRevision(ctx.db, key, {
    number,
    fields: { ...EMPTY_FIELDS, ...fields },
    createdAt: at,
    createdBy: "old@example.com",
    note: "Published",
  });
  await repo.upsertEntry(ctx.db, key, { publishedNumber: number, draftNumber: null, updatedAt: at });
  await ctx.events.publish({ type: "content.changed", key });
}

describe("the announcement bar's link", () => {
  it("refuses a link that leaves the shop or is not https, with one sentence, and changes nothing", async () => {
    await content().publish("announcement", { title: "Sale on", link: "/faqs" }, STAFF);
    const before = await content().editor("announcement");
    for (const link of [
      "/\\evil.com",
      "//evil.com",
      "/\t/evil.com",
      "\\\\evil.com",
      "http://example.com",
      "javascript:alert(1)",
      "https://shop.example@evil.com",
      "faqs",
      "/",
      "/-faqs",
    ]) {
      const r = await refusal(content().publish("announcement", { title: "Bad", link }, STAFF));
      expect(r.status, link).toBe(400);
      expect(r.details, link).toEqual({ link: SAFE_LINK_MESSAGE });
    }
    const after = await content().editor("announcement");
    expect(after.revisions).toEqual(before.revisions);
    expect(await content().announcement()).toEqual({ text: "Sale on", link: "/faqs" });
  });

  it("accepts a page of the shop and an https address", async () => {
    for (const link of ["/faqs", "/#benefits", "/products/dynamic-duo", "https://example.com/sale?x=1"]) {
      await content().publish("announcement", { title: "Good", link }, STAFF);
      expect(await content().announcement(), link).toEqual({ text: "Good", link });
    }
  });

  it("never shows a bad link stored before the rule: the bar keeps its text, without the link", async () => {
    await storeAsBefore("announcement", { title: "Old bar", link: "/\\evil.com" });
    expect(await content().announcement()).toEqual({ text: "Old bar", link: "" });
  });
});

describe("links in rich text", () => {
  it("keeps https, pages of the shop, mailto and tel, and drops every other link's address on save", async () => {
    const body =
      '<p><a href="/\\evil.com">a</a> <a href="//evil.com">b</a> <a href="http://example.com">c</a> ' +
      '<a href="https://example.com">d</a> <a href="/returns">e</a> <a href="mailto:hi@example.com">f</a> ' +
      '<a href="tel:+61200000000">g</a> <a href="/%5Cevil.com">h</a></p>';
    await content().publish("terms", { title: "Terms", body }, STAFF);
    const html = (await content().page("terms")).bodyHtml;
    expect(html).toBe(
      '<p><a rel="noopener noreferrer">a</a> <a rel="noopener noreferrer">b</a> <a rel="noopener noreferrer">c</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer">d</a> <a href="/returns" rel="noopener noreferrer">e</a> ' +
        '<a href="mailto:hi@example.com" rel="noopener noreferrer">f</a> ' +
        '<a href="tel:+61200000000" rel="noopener noreferrer">g</a> <a rel="noopener noreferrer">h</a></p>',
    );
  });

  it("never shows a bad link stored before the rule", async () => {
    await storeAsBefore("terms", {
      title: "Terms",
      body: '<p><a href="/\\evil.com">old</a> <a href="http://example.com">older</a> <a href="/faqs">ok</a></p>',
    });
    const html = (await content().page("terms")).bodyHtml;
    expect(html).not.toContain("evil.com");
    expect(html).not.toContain("http://");
    expect(html).toContain('href="/faqs"');
  });
});

describe("links in a product's description", () => {
  it("never shows a bad link stored before the rule on the storefront", async () => {
    await ctx.db
      .updateTable("products")
      .set({ description: '<p><a href="/\\evil.com">old</a> <a href="https://example.com">ok</a></p>' })
      .where("id", "=", "dynamic-duo")
      .execute();
    await ctx.events.publish({ type: "products.changed" });
    const { products } = await ctx.services.products.catalogue.snapshot();
    const description = products.find((p) => p.id === "dynamic-duo")!.description;
    expect(description).not.toContain("evil.com");
    expect(description).toContain('href="https://example.com"');
  });
});
