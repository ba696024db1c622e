// Today's text, as each piece's first revision: data in defaults/, one file per piece, written
// in the store's own format (the rich-text whitelist's HTML, one block or list item a line) with
// `{shopName}` where the configured shop name goes. The FAQs' questions are the shop's
// (core/faq-data.ts, which the product page also reads). Run once per piece, the first time it
// is read; the service sanitises the body as it does every save.
import { EMPTY_FIELDS, type ContentFields, type ContentKey } from "../../../core/content";
import { FAQ_CATEGORIES } from "../../../core/faq-data";
import about from "./defaults/about.json";
import disclaimer from "./defaults/disclaimer.json";
import fap from "./defaults/fap.json";
import faqs from "./defaults/faqs.json";
import homeBenefits from "./defaults/home-benefits.json";
import homeHero from "./defaults/home-hero.json";
import homeIngredients from "./defaults/home-ingredients.json";
import privacy from "./defaults/privacy.json";
import returns from "./defaults/returns.json";
import terms from "./defaults/terms.json";

type Topic = { name: string; items: readonly { question: string; answer: string }[] };
type PieceDefaults = { title?: string; intro?: string; body?: readonly string[]; topics?: readonly Topic[] };

const DEFAULTS: Record<ContentKey, PieceDefaults> = {
  about,
  faqs: { ...faqs, topics: FAQ_CATEGORIES },
  fap,
  returns,
  terms,
  privacy,
  disclaimer,
  "home-hero": homeHero,
  "home-benefits": homeBenefits,
  "home-ingredients": homeIngredients,
  announcement: {},
};

const SHOP_NAME = /\{shopName\}/g;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A questions page's body: a Heading 2 per topic and a Heading 3 per question, as staff write it. */
const questionsHtml = (topics: readonly Topic[]) =>
  topics
    .map(
      (t) =>
        `<h2>${escape(t.name)}</h2>` +
        t.items.map((i) => `<h3>${escape(i.question)}</h3><p>${escape(i.answer)}</p>`).join(""),
    )
    .join("");

/** The fields of a piece's first revision (the body not yet sanitised). */
export function contentDefaults(key: ContentKey, shopName: string): ContentFields {
  const d = DEFAULTS[key];
  const text = (s: string | undefined) => (s ?? "").replace(SHOP_NAME, () => shopName);
  const body = d.topics ? questionsHtml(d.topics) : (d.body ?? []).join("");
  return {
    ...EMPTY_FIELDS,
    title: text(d.title),
    intro: text(d.intro),
    body: body.replace(SHOP_NAME, () => escape(shopName)),
  };
}
