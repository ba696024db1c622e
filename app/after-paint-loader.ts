// The page's after-paint loader (ADR 0031). This module is not part of the app's bundles: the
// build compiles it, with what it imports, to one small classic script (vite-plugins/inline-script.ts)
// that the server writes inline after React Router's inert module script, under the page's nonce
// or covered by a cached page's script hashes. It has no inputs besides the page, so every page
// carries the same script.
//
// At the first contentful paint it applies the stylesheet that was loading without blocking
// (ADR 0034), adds React Router's preloads back and runs a copy of its module script. A hidden tab
// never paints and a browser without paint timing cannot say when it has: both start at once, and
// every page starts after 3 s whatever happens.
import { AFTER_PAINT_ATTRIBUTE, APP_MODULE_ID, PRELOADS_ATTRIBUTE } from "./after-paint-ids";

let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)) link.media = "all";
  const inert = document.getElementById(APP_MODULE_ID);
  if (!(inert instanceof HTMLScriptElement)) return;
  for (const href of (inert.getAttribute(PRELOADS_ATTRIBUTE) ?? "").split(" ")) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.nonce = inert.nonce ?? "";
  script.textContent = inert.textContent;
  inert.after(script);
}

const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
if (document.visibilityState !== "visible" || !Observer?.supportedEntryTypes?.includes("paint")) {
  start();
} else {
  new Observer((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start);
  setTimeout(start, 3000);
}
