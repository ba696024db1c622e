// The shop's one stylesheet, twice from the same Tailwind build: as text, for the server to pick
// each page's first-screen part from (page-css.server.ts), and as the URL of the built,
// content-hashed file under /assets/ that every page links for the rest (ADR 0034). Being a
// .server module, neither reaches the browser's bundle.
import css from "./app.css?inline";
import href from "./app.css?url";

export const APP_CSS: string = css;
export const APP_CSS_HREF: string = href;
