// Server rendering of every page (React Router's default Node entry, plus four things of ours):
// the CSP nonce goes on every script React Router and React write, the page's JavaScript waits
// for its first paint (after-paint-scripts.server.ts), the page carries its first screen's CSS
// and links the rest (page-css.server.ts), and an error thrown by a
// loader or action is answered with the status the server's one error mapping gives it (503 with
// Retry-After when the database or disk is down, 404 for something that does not exist) instead
// of a blanket 500. The mapping itself lives on the server (load context); nothing from server/
// is imported here.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { NonceContext } from "./lib/nonce";
import { APP_CSS, APP_CSS_HREF } from "./inline-css.server";
import { pageCss, withPageCss } from "./page-css.server";
import { REFERENCE_PREFIX } from "./lib/error-reference";
import { afterPaintScripts } from "./after-paint-scripts.server";

export const streamTimeout = 5_000;

// Read once as the server starts: which rules each class and element needs (ADR 0034).
const PAGE_CSS = pageCss(APP_CSS);
const STAFF_PAGE = /^\/admin(\/|$)/;

/** Loaders' and actions' errors go to the server's log and error mapping, not to console.error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).reportError?.(error);
};

/**
 * Shows the boundary a route error response for a mapped failure (the real error stays in the
 * log), and for any 5xx the request id as its 'Reference', so support can find the log line.
 */
function applyMappedError(
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  headers: Headers,
  status: number,
): number {
  const mapped = loadContext.pageError?.();
  if (mapped) for (const [k, v] of Object.entries(mapped.headers)) headers.set(k, v);
  const final = mapped?.status ?? status;
  const errors = routerContext.staticHandlerContext.errors;
  if (!errors || (!mapped && final < 500)) return final;
  const message = mapped?.message ?? "Something went wrong. Please try again.";
  const data =
    final >= 500 && loadContext.requestId ? `${message} ${REFERENCE_PREFIX}${loadContext.requestId}` : message;
  for (const id of Object.keys(errors)) errors[id] = { status: final, statusText: message, internal: false, data };
  return final;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode >= 400) {
    responseStatusCode = applyMappedError(routerContext, loadContext, responseHeaders, responseStatusCode);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          // The page's JavaScript is fetched once the page has painted (ADR 0031); its first
          // screen's CSS is written into it and the whole stylesheet follows (ADR 0034). Staff
          // pages are not first-paint critical: they link the whole (cached) file the usual way.
          const staff = STAFF_PAGE.test(new URL(request.url).pathname);
          // A page whose scripts were not deferred has no loader to apply the whole stylesheet.
          const html = afterPaintScripts(nonce, (shell, deferred) =>
            withPageCss(shell, APP_CSS_HREF, staff || !deferred ? null : PAGE_CSS.forPage(shell)),
          );
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.reportError?.(error);
        },
      },
    );
  });
}
