// Editable content: staff save drafts, publish and restore numbered revisions
// of the information pages, the home copy and the announcement bar. The body is sanitised here,
// on every save, whatever the browser sent (ADR 0019's one sanitiser). Published text is kept in
// memory per instance and dropped when the event bus says a piece changed (on PostgreSQL that
// notice reaches every instance, and the same notice drops their page caches).
import {
  announcementShowing,
  checkContent,
  CONTENT_PIECES,
  contentPiece,
  headingsFor,
  type ContentFields,
  type ContentKey,
  type ContentPiece,
} from "../../../core/content";
import { isSafeLink } from "../../../core/safe-link";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { isUniqueViolation } from "../../infra/db/errors";
import type { EventBus } from "../../infra/events/event-bus";
import { errorSummary } from "../../infra/storage-errors";
import type { Logger } from "../../logger";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit/audit.record";
import { sanitizeRichText } from "../products/sanitize-description";
import { benefitItems, faqTopics, type FaqTopic } from "./content-shape";
import * as repo from "./content.repository";

export type ContentEditorView = {
  piece: ContentPiece;
  publishedNumber: number;
  draftNumber: number | null;
  /** What the editor opens: the draft when there is one, else what is published. */
  fields: ContentFields;
  published: ContentFields;
  revisions: { number: number; createdAt: string; createdBy: string; note: string }[];
};

export type ContentListItem = ContentPiece & {
  publishedNumber: number | null;
  draft: boolean;
  updatedAt: string | null;
};

export function createContentService(deps: {
  db: Db;
  events: EventBus;
  logger: Logger;
  clock: () => Date;
  /** A piece's first revision: today's text (content-defaults.tsx), body not yet sanitised. */
  defaults: (key: ContentKey) => ContentFields;
}) {
  const { db, events, clock, defaults } = deps;
  const cache = new Map<string, Promise<ContentFields>>();
  events.subscribe((e) => {
    if (e.type === "content.changed") cache.delete(e.key);
  });

  function pieceOf(key: string): ContentPiece & { key: ContentKey } {
    const piece = contentPiece(key);
    if (!piece) throw new AppError("not_found", `There is no content called "${key}"`);
    return piece as ContentPiece & { key: ContentKey };
  }

  const clean = (piece: ContentPiece, fields: ContentFields): ContentFields => ({
    ...fields,
    body: sanitizeRichText(fields.body, headingsFor(piece.kind)),
    link: isSafeLink(fields.link) ? fields.link : "",
  });

  /** Today's text becomes revision 1 the first time a piece is read (once, whichever instance). */
  async function ensure(piece: ContentPiece & { key: ContentKey }): Promise<repo.EntryRow> {
    const found = await repo.findEntry(db, piece.key);
    if (found) return found;
    const now = clock().toISOString();
    const fields = clean(piece, defaults(piece.key));
    await db.transaction().execute(async (trx) => {
      await repo.insertRevision(
        trx,
        piece.key,
        { number: 1, fields, createdAt: now, createdBy: SYSTEM_ACTOR.email, note: "The original text" },
        { ifAbsent: true },
      );
      await repo.upsertEntry(
        trx,
        piece.key,
        { publishedNumber: 1, draftNumber: null, updatedAt: now },
        { ifAbsent: true },
      );
    });
    return (await repo.findEntry(db, piece.key))!;
  }

  async function loadPublished(piece: ContentPiece & { key: ContentKey }): Promise<ContentFields> {
    const entry = await ensure(piece);
    const rev = await repo.findRevision(db, piece.key, entry.publishedNumber);
    if (!rev) throw new Error(`content ${piece.key}: published revision ${entry.publishedNumber} is missing`);
    // Cleaned again as it is read (once per change): text saved under an older rule, such as a
    // link that leaves the shop, is never shown as it was stored.
    return clean(piece, rev.fields);
  }

  /** While the database cannot be read, the page shows today's text rather than an error (docs/spec.md §8). */
  async function publishedOrDefault(piece: ContentPiece & { key: ContentKey }): Promise<ContentFields> {
    try {
      return await loadPublished(piece);
    } catch (err) {
      deps.logger.warn({ err: errorSummary(err), key: piece.key }, "content unreadable; showing today's text");
      throw Object.assign(new Error("content unreadable"), { fallback: clean(piece, defaults(piece.key)) });
    }
  }

  /** What shoppers see of a piece (from memory after the first read). */
  function published(key: ContentKey): Promise<ContentFields> {
    let hit = cache.get(key);
    if (!hit) {
      hit = publishedOrDefault(pieceOf(key));
      cache.set(key, hit);
      // A failed read is not kept: the next request tries again.
      hit.catch(() => cache.delete(key));
    }
    return hit.catch((err: { fallback?: ContentFields }) => {
      if (err.fallback) return err.fallback;
      throw err;
    });
  }

  function check(piece: ContentPiece, input: unknown): ContentFields {
    const r = checkContent(piece.kind, input);
    if (!r.ok) throw new AppError("validation", "Check the highlighted fields", { details: r.fieldErrors });
    return clean(piece, r.fields);
  }

  /** Writes a new revision and moves the entry; retried once if another save took the number. */
  async function write(
    piece: ContentPiece & { key: ContentKey },
    fields: ContentFields,
    actor: Actor,
    how: { publish: boolean; note: string; audit?: { action: string; summary: string } },
  ): Promise<number> {
    const entry = await ensure(piece);
    for (let attempt = 0; ; attempt++) {
      const at = clock();
      try {
        const number = await db.transaction().execute(async (trx) => {
          const number = await repo.nextNumber(trx, piece.key);
          const current = (await repo.findEntry(trx, piece.key)) ?? entry;
          await repo.insertRevision(trx, piece.key, {
            number,
            fields,
            createdAt: at.toISOString(),
            createdBy: actor.email,
            note: how.note,
          });
          await repo.upsertEntry(trx, piece.key, {
            publishedNumber: how.publish ? number : current.publishedNumber,
            draftNumber: how.publish ? null : number,
            updatedAt: at.toISOString(),
          });
          if (how.audit) {
            const before = await repo.findRevision(trx, piece.key, current.publishedNumber);
            await recordAudit(trx, at, {
              actor,
              action: how.audit.action,
              entityType: "content",
              entityId: piece.key,
              summary: how.audit.summary.replace("{n}", String(number)),
              before: before ? { revision: before.number, ...before.fields } : null,
              after: { revision: number, ...fields },
            });
          }
          return number;
        });
        if (how.publish) events.publish({ type: "content.changed", key: piece.key });
        return number;
      } catch (err) {
        if (attempt === 0 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  return {
    published,

    /** An information page as its route draws it. */
    async page(key: ContentKey) {
      const f = await published(key);
      return { title: f.title, intro: f.intro, bodyHtml: f.body };
    },

    /** A questions page: its title, introduction and topics of questions. */
    async faqPage(key: "faqs" | "fap"): Promise<{ title: string; intro: string; topics: FaqTopic[] }> {
      const f = await published(key);
      return { title: f.title, intro: f.intro, topics: faqTopics(f.body) };
    },

    /** The home page's editable copy. */
    async home() {
      const [hero, benefits, ingredients] = await Promise.all([
        published("home-hero"),
        published("home-benefits"),
        published("home-ingredients"),
      ]);
      return {
        hero: { title: hero.title, smallPrint: hero.intro, bodyHtml: hero.body },
        benefits: benefitItems(benefits.body),
        ingredients: { title: ingredients.title, bodyHtml: ingredients.body },
      };
    },

    /** The announcement bar now, or null when it is empty, not started or ended. */
    async announcement(): Promise<{ text: string; link: string } | null> {
      const f = await published("announcement");
      return announcementShowing(f, clock()) ? { text: f.title, link: f.link } : null;
    },

    async list(): Promise<ContentListItem[]> {
      const entries = await repo.listEntries(db);
      return CONTENT_PIECES.map((p) => {
        const e = entries.get(p.key);
        return {
          ...p,
          publishedNumber: e?.publishedNumber ?? null,
          draft: e?.draftNumber != null,
          updatedAt: e?.updatedAt ?? null,
        };
      });
    },

    async editor(key: string): Promise<ContentEditorView> {
      const piece = pieceOf(key);
      const entry = await ensure(piece);
      const [published, draft, revisions] = await Promise.all([
        repo.findRevision(db, piece.key, entry.publishedNumber),
        entry.draftNumber != null ? repo.findRevision(db, piece.key, entry.draftNumber) : null,
        repo.listRevisions(db, piece.key),
      ]);
      return {
        piece,
        publishedNumber: entry.publishedNumber,
        draftNumber: entry.draftNumber,
        fields: (draft ?? published)!.fields,
        published: published!.fields,
        revisions,
      };
    },

    /** One revision's text (for its preview), or a clear refusal when it does not exist. */
    async revision(key: string, number: number): Promise<ContentFields> {
      const piece = pieceOf(key);
      const rev = Number.isInteger(number) && number > 0 ? await repo.findRevision(db, piece.key, number) : null;
      if (!rev) throw new AppError("not_found", `${piece.label} has no revision ${number}`);
      return rev.fields;
    },

    /** Saves a draft: a new revision shoppers do not see until it is published. */
    async saveDraft(key: string, input: unknown, actor: Actor): Promise<{ number: number }> {
      const piece = pieceOf(key);
      const number = await write(piece, check(piece, input), actor, { publish: false, note: "Draft" });
      return { number };
    },

    /** Publishes: a new revision that shoppers see at once, on every instance, in the audit log. */
    async publish(key: string, input: unknown, actor: Actor): Promise<{ number: number }> {
      const piece = pieceOf(key);
      const number = await write(piece, check(piece, input), actor, {
        publish: true,
        note: "Published",
        audit: { action: "content.publish", summary: `Published ${piece.label} (revision {n})` },
      });
      return { number };
    },

    /**
     * Copies an earlier revision's text into the draft, as a new revision: staff preview it and
     * publish it as its own step, so a restore never changes what shoppers see.
     */
    async restore(key: string, from: number, actor: Actor): Promise<{ number: number }> {
      const piece = pieceOf(key);
      const fields = await this.revision(key, from);
      const number = await write(piece, clean(piece, fields), actor, {
        publish: false,
        note: `Draft from revision ${from}`,
      });
      return { number };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
