// The shop's one stylesheet as text, for entry.server.tsx to inline (app/lib/inline-styles.tsx).
// `?inline` runs it through the same Tailwind build as a linked file; being a .server module, it
// never reaches the browser's bundle.
import css from "./app.css?inline";

export const APP_CSS: string = css;
