// The Content-Security-Policy of every answer. Pages allow only the shop's own script files and
// inline scripts that carry this response's nonce; a page kept in the page cache cannot reuse a
// nonce (every visitor would share it), so it is served with the hashes of its inline scripts
// instead, computed once when it is stored.
import { createHash, randomBytes } from "node:crypto";

export type CspOptions = {
  /** Stripe Checkout is the payment provider: allow posting and redirecting to its pages. */
  stripe: boolean;
  /** Vite's development server injects inline scripts of its own: no script restriction there. */
  development: boolean;
};

export type Csp = {
  /** For answers that are not pages (files, error pages): no inline script at all. */
  readonly base: string;
  /**
   * For JSON, which a browser never shows as a page: it may load nothing and be framed by nothing.
   * The shortest policy that says so, as every API answer carries it.
   */
  readonly data: string;
  withNonce(nonce: string): string;
  /** For a stored page: the hashes of the inline scripts in its HTML. */
  forHtml(html: string): string;
};

export const newNonce = () => randomBytes(16).toString("base64");

// <script> elements without src; JSON-LD and other data blocks are never executed, so not hashed.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attrs ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

export function createCsp(opts: CspOptions): Csp {
  const stripe = opts.stripe ? " https://checkout.stripe.com" : "";
  const policy = (scriptSources: string[]) =>
    [
      "default-src 'self'",
      opts.development ? "script-src 'self' 'unsafe-inline'" : `script-src ${["'self'", ...scriptSources].join(" ")}`,
      // React writes style attributes (widths, transforms), which only 'unsafe-inline' allows.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob:",
      "font-src 'self'",
      opts.development ? "connect-src 'self' ws:" : "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      `form-action 'self'${stripe}`,
    ].join("; ");
  return {
    base: policy([]),
    data: "default-src 'none'; frame-ancestors 'none'",
    withNonce: (nonce) => policy([`'nonce-${nonce}'`]),
    forHtml: (html) => policy(inlineScriptHashes(html)),
  };
}
