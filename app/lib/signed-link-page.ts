// What the pages behind an e-mailed signed link share (/unsubscribe, /consent/confirm,
// /back-in-stock/confirm and /stop): the link's token, a refusal shown as the page's own state
// with its status (a 5xx is left to the error page), no indexing and no caching.
import { data } from "react-router";
import { asAppError } from "./form-result";
import { infoPageMeta } from "./route-meta";

/** The `t` of the link's address. */
export const linkToken = (request: Request) => new URL(request.url).searchParams.get("t");

export type RefusedLink = { kind: "invalid"; message: string };

/** Runs the page's loader or action; a refused link becomes `{ kind: "invalid", message }`. */
export async function orRefusedLink<T extends { kind: string }>(run: () => Promise<T> | T) {
  try {
    return data<T | RefusedLink>(await run());
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data<T | RefusedLink>({ kind: "invalid", message: e.message }, { status: e.status });
  }
}

export const linkPageMeta = (title: string, matches: Parameters<typeof infoPageMeta>[1]) => [
  ...infoPageMeta(title, matches),
  { name: "robots", content: "noindex, nofollow" },
];

export const linkPageHeaders = () => ({ "Cache-Control": "no-store" });
