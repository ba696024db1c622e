// Today's text, as each piece's first revision. The information pages are rendered from the shop's
// own page components (the text that was in the source code) with the shop's name, then reduced to
// the rich-text whitelist by the service; the questions pages are written from their data; the home
// copy is the text the home page had. Run once per piece, the first time it is read.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { EMPTY_FIELDS, type ContentFields, type ContentKey } from "../../../core/content";
import { ABOUT_TITLE } from "../../../app/components/layout/nav-links";
import { AboutContent } from "../../../app/content/pages/about";
import { DISCLAIMER_TITLE, DisclaimerContent } from "../../../app/content/pages/disclaimer";
import { FAQ_CATEGORIES, type FaqCategory } from "../../../app/content/pages/faq-data";
import { PRESCRIPTION_FAQ_CATEGORIES } from "../../../app/content/pages/prescription-faq-data";
import { PRIVACY_TITLE, PrivacyContent } from "../../../app/content/pages/privacy";
import { RETURNS_TITLE, ReturnsContent } from "../../../app/content/pages/returns";
import { TERMS_TITLE, TermsContent } from "../../../app/content/pages/terms";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A page component's markup in the shapes the editor offers: a list of cards with headings (the
 * About page's values) becomes headings and paragraphs, a list of figures (its numbers) a list of
 * "value label" lines. The service then cuts the rest to the whitelist.
 */
function markup(element: ReactElement): string {
  return (
    renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
      // Decoration (a step's number badge) says nothing a reader needs.
      .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, "")
      .replace(/<(ul|ol)[^>]*>((?:(?!<\/\1>)[\s\S])*?<h3[\s\S]*?)<\/\1>/g, (_m, _tag, inner: string) =>
        inner.replace(/<\/?li\b[^>]*>/g, ""),
      )
      .replace(
        /<div[^>]*><dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd><\/div>/g,
        "<li><strong>$2</strong> $1</li>",
      )
      .replace(/<(\/?)dl\b[^>]*>/g, "<$1ul>")
      // A link drawn as a button stands on its own line.
      .replace(/<a([^>]*class="[^"]*rounded-full[^"]*"[^>]*)>([\s\S]*?)<\/a>/g, "<p><a$1>$2</a></p>")
  );
}

function faqs(categories: readonly FaqCategory[]): string {
  return categories
    .map(
      (cat) =>
        `<h2>${escape(cat.name)}</h2>` +
        cat.items.map((i) => `<h3>${escape(i.question)}</h3><p>${escape(i.answer)}</p>`).join(""),
    )
    .join("");
}

const BENEFITS = [
  ["Busy Week?", "Party hard and stay productive"],
  ["Early Start?", "Show up fresh after late nights"],
  ["Festival Ready?", "Skip the recovery days"],
  ["Post-Party Blues?", "Bounce back stronger"],
  ["Premium Vitamins", "Quality assured suppliers"],
];

/** The fields of a piece's first revision (the body not yet sanitised). */
export function contentDefaults(key: ContentKey, shopName: string): ContentFields {
  const f = (fields: Partial<ContentFields>): ContentFields => ({ ...EMPTY_FIELDS, ...fields });
  switch (key) {
    case "about":
      return f({
        title: ABOUT_TITLE,
        intro: `The story, the people and the values behind ${shopName}.`,
        body: markup(<AboutContent shopName={shopName} />),
      });
    case "faqs":
      return f({
        title: "Frequently Asked Questions",
        intro: `Delivery, safety, how to take ${shopName}, what's inside, and returns: the answers in one place.`,
        body: faqs(FAQ_CATEGORIES),
      });
    case "fap":
      return f({
        title: "Prescription FAQ",
        intro: `Taking medicines, pregnant or managing a health condition? Read this before you use ${shopName}.`,
        body: faqs(PRESCRIPTION_FAQ_CATEGORIES),
      });
    case "returns":
      return f({
        title: RETURNS_TITLE,
        intro: "A 30-day satisfaction guarantee, on top of your rights under the Australian Consumer Law.",
        body: markup(<ReturnsContent shopName={shopName} />),
      });
    case "terms":
      return f({ title: TERMS_TITLE, body: markup(<TermsContent shopName={shopName} />) });
    case "privacy":
      return f({ title: PRIVACY_TITLE, body: markup(<PrivacyContent shopName={shopName} />) });
    case "disclaimer":
      return f({ title: DISCLAIMER_TITLE, body: markup(<DisclaimerContent shopName={shopName} />) });
    case "home-hero":
      return f({
        title: "Big night? Bounce back.",
        intro: "Free express shipping on 2+ tubs · 30-day satisfaction guarantee",
        body: "<p>Electrolytes, B vitamins, vitamin C, magnesium and calming botanicals in one great-tasting scoop. Mix it before bed or first thing in the morning.</p>",
      });
    case "home-benefits":
      return f({
        body: `<ul>${BENEFITS.map(([t, l]) => `<li><strong>${t}</strong> ${l}</li>`).join("")}</ul>`,
      });
    case "home-ingredients":
      return f({
        title: "What's in Every Scoop?",
        body: "<p>Ten ingredients at meaningful doses, chosen to replace what a big night takes out of you: fluids and electrolytes, water-soluble vitamins, and botanicals that support rest and liver function. Tap any ingredient to see what it does.</p>",
      });
    case "announcement":
      return f({});
  }
}
