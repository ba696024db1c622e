// The names the server's transform (after-paint-scripts.server.ts) writes into the page and the
// inline loader (after-paint-loader.ts) reads back: one place, so the two cannot drift apart.

/** The id of React Router's module script, kept inert until the first paint. */
export const APP_MODULE_ID = "app-module";
/** The inert script's attribute listing the files to preload, space-separated, as they were linked. */
export const PRELOADS_ATTRIBUTE = "data-preloads";
/** A stylesheet link the loader applies at the first paint (media "print" until then). */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
