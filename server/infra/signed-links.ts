// Signed links in e-mail: an unsubscribe link names the address, a restore link names the
// checkout, a confirmation link names the request it confirms. Each is the payload and an HMAC-SHA-256 of it under a key derived from
// the server's secret (SESSION_SECRET, shared by every instance), so a link cannot be forged or
// turned from one purpose into the other. None expires here: an unsubscribe link must keep working
// (Spam Act 2003), using any twice is harmless, and a confirmation's age is checked against its
// request by the service that reads it.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose =
  | "unsubscribe"
  | "restore"
  /** Confirms a pending marketing consent request (double opt-in). */
  | "consent"
  /** Confirms a back-in-stock request. */
  | "alert-confirm"
  /** Stops every back-in-stock alert of an address. */
  | "alert-stop";

export type LinkSigner = {
  sign(purpose: TokenPurpose, payload: string): string;
  /** The payload of a genuine token for `purpose`, or null. */
  verify(purpose: TokenPurpose, token: unknown): string | null;
};

const MAX_TOKEN = 600;

export function createLinkSigner(secret: string): LinkSigner {
  const key = createHmac("sha256", secret).update("rebound:marketing-links:v1").digest();
  const mac = (purpose: TokenPurpose, body: string) => createHmac("sha256", key).update(`${purpose}.${body}`).digest();
  return {
    sign(purpose, payload) {
      const body = Buffer.from(payload, "utf8").toString("base64url");
      return `${body}.${mac(purpose, body).toString("base64url")}`;
    },
    verify(purpose, token) {
      if (typeof token !== "string" || token.length > MAX_TOKEN) return null;
      const [body, sig, extra] = token.split(".");
      if (!body || !sig || extra !== undefined) return null;
      const given = Buffer.from(sig, "base64url");
      const expected = mac(purpose, body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(body, "base64url").toString("utf8");
    },
  };
}
