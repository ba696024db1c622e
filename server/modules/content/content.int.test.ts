// Editable content through the service: sanitised on save, drafts unseen until
// published, revisions and restore, each publish in the audit log, bad input refused with nothing
// changed, and a publish seen by another instance at once (PostgreSQL: the event bus across
// instances). Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createContext } from "../../context";
import { createLogger } from "../../logger";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

const content = () => ctx.services.content;
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    const e = err as { status: number; message: string; details?: unknown };
    return { status: e.status, message: e.message, details: e.details };
  }
  throw new Error("expected a refusal");
};

describe("today's text is the first revision", () => {
  it("seeds a page from the shop's current text on its first read, once", async () => {
    const about = await content().page("about");
    expect(about.title).toBe("About Us");
    expect(about.bodyHtml).toContain("<h2>Our Story</h2>");
    expect(about.bodyHtml).toContain("Rebound began in Sydney");
    const view = await content().editor("about");
    expect(view.revisions).toEqual([
      expect.objectContaining({ number: 1, createdBy: "system", note: "The original text" }),
    ]);
    const faq = await content().faqPage("faqs");
    expect(faq.topics.map((t) => t.id)).toContain("shipping-delivery");
    expect(faq.topics[0]!.items[0]).toEqual({
      question: "Where do you ship?",
      answerHtml: expect.stringContaining("We ship only within Australia"),
    });
    const home = await content().home();
    expect(home.hero.title).toBe("Big night? Bounce back.");
    expect(home.benefits).toHaveLength(5);
    expect(await content().announcement()).toBeNull();
  });
});

describe("saving", () => {
  it("removes script, style, event handlers, javascript: links and iframes on save", async () => {
    const body =
      '<h2 onclick="alert(1)">Hi</h2><script>alert(2)</script><style>p{color:red}</style>' +
      '<p style="color:red">Safe <strong>bold</strong> <em>it</em> <a href="javascript:alert(3)">bad</a> ' +
      '<a href="https://example.com" onmouseover="x()">good</a></p><iframe src="https://evil.example"></iframe>' +
      '<img src=x onerror="alert(4)"><ul><li>one</li></ul><h1>Big</h1>';
    await content().saveDraft("terms", { title: "Terms of Service", body }, STAFF);
    const { fields } = await content().editor("terms");
    expect(fields.body).toBe(
      '<h2>Hi</h2><p>Safe <strong>bold</strong> <em>it</em> <a rel="noopener noreferrer">bad</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer">good</a></p><ul><li>one</li></ul><p>Big</p>',
    );
  });

  it("keeps a draft from shoppers until it is published", async () => {
    const before = await content().page("privacy");
    const { number } = await content().saveDraft("privacy", { title: "Privacy (draft)", body: "<p>Draft</p>" }, STAFF);
    expect((await content().page("privacy")).title).toBe(before.title);
    const view = await content().editor("privacy");
    expect(view.draftNumber).toBe(number);
    expect(view.fields.title).toBe("Privacy (draft)");
    expect(view.published.title).toBe(before.title);

    const published = await content().publish("privacy", { title: "Privacy", body: "<p>Now live</p>" }, STAFF);
    expect(await content().page("privacy")).toEqual({ title: "Privacy", intro: "", bodyHtml: "<p>Now live</p>" });
    const after = await content().editor("privacy");
    expect(after.draftNumber).toBeNull();
    expect(after.publishedNumber).toBe(published.number);
  });

  it("records each publish in the audit log, and no draft or restore", async () => {
    const before = (await auditEntries(ctx, "content.publish")).length;
    await content().saveDraft("disclaimer", { title: "Disclaimer", body: "<p>Draft only</p>" }, STAFF);
    expect(await auditEntries(ctx, "content.publish")).toHaveLength(before);
    await content().publish("disclaimer", { title: "Disclaimer", body: "<p>Published words</p>" }, STAFF);
    const [entry] = await auditEntries(ctx, "content.publish");
    expect(entry).toMatchObject({
      actorEmail: STAFF.email,
      entityType: "content",
      entityId: "disclaimer",
      summary: expect.stringMatching(/^Published Disclaimer \(revision \d+\)$/),
    });
    expect(entry!.changes.body).toEqual({ before: expect.any(String), after: "<p>Published words</p>" });
    // A restore only fills the draft: nothing for the log until it is published.
    const restores = (await auditEntries(ctx, "content.restore")).length;
    await content().restore("disclaimer", 1, STAFF);
    expect(await auditEntries(ctx, "content.restore")).toHaveLength(restores);
  });
});

describe("revisions and restore", () => {
  it("restores an earlier revision into the draft: shoppers see nothing new until it is published", async () => {
    const first = await content().page("returns");
    await content().publish("returns", { title: "Returns", body: "<p>Version two</p>" }, STAFF);
    await content().publish("returns", { title: "Returns", body: "<p>Version three</p>" }, STAFF);
    const live = await content().page("returns");
    const audited = (await auditEntries(ctx, "content.publish")).length;
    const { number } = await content().restore("returns", 1, STAFF);
    // Still the published text: restoring is not publishing.
    expect(await content().page("returns")).toEqual(live);
    expect(await auditEntries(ctx, "content.publish")).toHaveLength(audited);
    const view = await content().editor("returns");
    expect(view.revisions.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    expect(view.revisions[0]).toMatchObject({ number, note: "Draft from revision 1", createdBy: STAFF.email });
    expect(view.draftNumber).toBe(number);
    expect(view.publishedNumber).toBe(3);
    expect(view.fields.body).toBe(first.bodyHtml);
    // Publishing the draft is its own step.
    await content().publish("returns", view.fields, STAFF);
    expect(await content().page("returns")).toEqual(first);
  });

  it("refuses a revision that does not exist, clearly, and changes nothing", async () => {
    const before = await content().editor("returns");
    for (const n of [99, 0, -1, 1.5, Number.NaN]) {
      expect(await refusal(content().restore("returns", n, STAFF))).toMatchObject({
        status: 404,
        message: `Returns has no revision ${n}`,
      });
    }
    expect(await content().editor("returns")).toEqual(before);
  });
});

describe("bad input", () => {
  it("refuses an announcement whose end is before its start, and nothing changes", async () => {
    const before = await content().editor("announcement");
    const r = await refusal(
      content().publish(
        "announcement",
        { title: "Sale", startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
        STAFF,
      ),
    );
    expect(r).toMatchObject({ status: 400, details: { endsAt: "The end must be after the start" } });
    expect(await content().editor("announcement")).toEqual(before);
  });

  it("shows an announcement only between its start and end", async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    await content().publish("announcement", { title: "Later", startsAt: iso(3600_000), endsAt: iso(7200_000) }, STAFF);
    expect(await content().announcement()).toBeNull();
    await content().publish("announcement", { title: "Now on", link: "/faqs", startsAt: iso(-60_000) }, STAFF);
    expect(await content().announcement()).toEqual({ text: "Now on", link: "/faqs" });
  });

  it("refuses an unknown piece, a missing title and a body that is not text", async () => {
    expect(await refusal(content().publish("nope", { title: "x" }, STAFF))).toMatchObject({ status: 404 });
    expect(await refusal(content().publish("about", { title: "", body: "<p>x</p>" }, STAFF))).toMatchObject({
      status: 400,
      details: { title: "Title is required" },
    });
    expect(await refusal(content().saveDraft("about", { title: "About", body: 42 }, STAFF))).toMatchObject({
      status: 400,
    });
    expect((await content().page("about")).title).toBe("About Us");
  });
});

describe("every instance", () => {
  it("drops its copy of a piece when another instance publishes it", async () => {
    // A second instance on the same database (on SQLite, the same file; on PostgreSQL the
    // notice travels by LISTEN/NOTIFY between the two event buses).
    const other = await createContext({
      config: { ...ctx.config, dataDir: mkdtempSync(path.join(tmpdir(), "content-other-")) },
      logger: createLogger("fatal"),
      seed: false,
    });
    try {
      await other.services.content.page("about"); // held in memory there
      const heard = new Promise<void>((resolve) =>
        other.events.subscribe((e) => e.type === "content.changed" && e.key === "about" && resolve()),
      );
      await content().publish("about", { title: "About Us", body: "<p>Changed on the first instance</p>" }, STAFF);
      if (ctx.config.database.dialect === "postgres") await heard;
      else other.events.publish({ type: "content.changed", key: "about" }); // one process per SQLite file
      expect((await other.services.content.page("about")).bodyHtml).toBe("<p>Changed on the first instance</p>");
    } finally {
      await other.close();
    }
  });
});
