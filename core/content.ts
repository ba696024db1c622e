import { z } from "zod";
import { isSafeLink, SAFE_LINK_MESSAGE } from "./safe-link";

// Editable content: the information pages, the home page's copy and the
// announcement bar. Which pieces exist, what fields each has and what a valid revision is: shared
// by the server that stores it and the admin screen that edits it. The rich-text body is
// sanitised on the server (server/modules/content/), never trusted from here.

/** How a piece is shown: an information page, a page of questions, home copy or the bar. */
export type ContentKind = "page" | "faq" | "hero" | "benefits" | "block" | "announcement";

export type ContentPiece = {
  key: string;
  label: string;
  kind: ContentKind;
  /** Where a shopper sees it (for the admin's "View on the shop" link). */
  path: string;
};

export const CONTENT_PIECES = [
  { key: "about", label: "About", kind: "page", path: "/about" },
  { key: "faqs", label: "FAQs", kind: "faq", path: "/faqs" },
  { key: "fap", label: "Prescription FAQ", kind: "faq", path: "/fap" },
  { key: "returns", label: "Returns", kind: "page", path: "/returns" },
  { key: "terms", label: "Terms", kind: "page", path: "/terms" },
  { key: "privacy", label: "Privacy", kind: "page", path: "/privacy" },
  { key: "disclaimer", label: "Disclaimer", kind: "page", path: "/disclaimer" },
  { key: "home-hero", label: "Home: hero", kind: "hero", path: "/" },
  { key: "home-benefits", label: "Home: benefits", kind: "benefits", path: "/" },
  { key: "home-ingredients", label: "Home: ingredients", kind: "block", path: "/" },
  { key: "announcement", label: "Announcement bar", kind: "announcement", path: "/" },
] as const satisfies readonly ContentPiece[];

export type ContentKey = (typeof CONTENT_PIECES)[number]["key"];

export function contentPiece(key: string): ContentPiece | null {
  return CONTENT_PIECES.find((p) => p.key === key) ?? null;
}

/**
 * One revision's fields. `body` is rich text (HTML of the allowed set); the rest are plain text.
 * The announcement bar uses `title` as its text, with `link`, `startsAt` and `endsAt`.
 */
export type ContentFields = {
  title: string;
  intro: string;
  body: string;
  link: string;
  startsAt: string | null;
  endsAt: string | null;
};

export const EMPTY_FIELDS: ContentFields = { title: "", intro: "", body: "", link: "", startsAt: null, endsAt: null };

/** The headings staff may use in a piece: h2 for sections and h3 below them on a page. */
export function headingsFor(kind: ContentKind): readonly ("h2" | "h3")[] {
  return kind === "page" || kind === "faq" ? ["h2", "h3"] : kind === "block" ? ["h3"] : [];
}

/** Which fields the admin shows for a kind, with their labels. */
export const FIELD_LABELS: Record<ContentKind, Partial<Record<keyof ContentFields, string>>> = {
  page: { title: "Title", intro: "Introduction", body: "Text" },
  faq: { title: "Title", intro: "Introduction", body: "Questions (a Heading 2 per topic, a Heading 3 per question)" },
  hero: { title: "Headline", intro: "Small print", body: "Text" },
  benefits: { body: "Benefits (one list item each: bold title, then a line)" },
  block: { title: "Heading", body: "Text" },
  announcement: { title: "Text", link: "Link", startsAt: "Starts", endsAt: "Ends" },
};

/** A link the bar may carry: none, a page of the shop ("/faqs") or an https:// address (core/safe-link.ts). */
export function isAnnouncementLink(link: string): boolean {
  return link === "" || isSafeLink(link);
}

const instant = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), "Enter a date and time")
  .nullable();

const FieldsSchema = z.object({
  title: z.string().trim().max(200, "Keep it to 200 characters"),
  intro: z.string().trim().max(400, "Keep it to 400 characters"),
  body: z.string().max(100_000, "The text is too long (100,000 characters at most)"),
  link: z.string().trim().max(500, "Keep the link to 500 characters").refine(isAnnouncementLink, SAFE_LINK_MESSAGE),
  startsAt: instant,
  endsAt: instant,
});

/** What a save or publish takes (any field left out is empty): the published API's body. */
export const ContentInputSchema = FieldsSchema.partial();

/** What a restore takes. */
export const ContentRestoreSchema = z.object({ revision: z.number().int().positive() });

export type ContentCheck = { ok: true; fields: ContentFields } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A revision as staff sent it, checked for its kind: every field as text, a title where the piece
 * shows one, an announcement's end after its start. The body's markup is the server's to clean.
 */
export function checkContent(kind: ContentKind, input: unknown): ContentCheck {
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const parsed = FieldsSchema.safeParse({ ...EMPTY_FIELDS, ...raw });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const i of parsed.error.issues) fieldErrors[String(i.path[0] ?? "_")] ??= i.message;
    return { ok: false, fieldErrors };
  }
  const fields: ContentFields = {
    ...parsed.data,
    startsAt: iso(parsed.data.startsAt),
    endsAt: iso(parsed.data.endsAt),
  };
  const fieldErrors: Record<string, string> = {};
  const labels = FIELD_LABELS[kind];
  if (kind !== "announcement" && labels.title && fields.title === "") fieldErrors.title = `${labels.title} is required`;
  if (kind === "announcement") {
    if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt)
      fieldErrors.endsAt = "The end must be after the start";
  } else {
    // Only the bar is timed or linked; a page keeps neither.
    fields.link = "";
    fields.startsAt = null;
    fields.endsAt = null;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, fields };
}

function iso(value: string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The bar a shopper sees now: text set, started (or no start) and not yet ended. */
export function announcementShowing(fields: ContentFields, now: Date): boolean {
  if (fields.title.trim() === "") return false;
  const t = now.toISOString();
  if (fields.startsAt && t < fields.startsAt) return false;
  if (fields.endsAt && t >= fields.endsAt) return false;
  return true;
}

/** An anchor id for a heading's text ("Shipping & Delivery" → "shipping-delivery"). */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&[a-z]+;/g, " ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}
