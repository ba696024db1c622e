// Malformed requests, generated from a seed: the same seed gives the same requests, so a
// failure found once is found again.
import { seededRandom } from "../../scripts/support/seeded-random";

/** The fuzz cases' generator (scripts/support/seeded-random.ts). */
export const rng = seededRandom;

export type Rng = ReturnType<typeof rng>;

const NASTY_STRINGS = [
  "",
  " ",
  "a".repeat(5000),
  "<script>alert(1)</script>",
  "'; DROP TABLE orders; --",
  "\u0000",
  "\uD800",
  "😀".repeat(50),
  "../../../../etc/passwd",
  "%00%ZZ%",
  "javascript:alert(1)",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "\r\nSet-Cookie: x=1",
  "cs_test_" + "0".repeat(32),
  "one-and-done",
  "Lemon Squash, Lemon Squash",
];

export function nastyValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, 6]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return Array.from({ length: r.int(4) }, () => r.pick(NASTY_STRINGS));
    case 4:
      return { id: r.pick(NASTY_STRINGS), quantity: r.pick([0, 1, 6, -3, "2", 1.5]), flavor: r.pick(NASTY_STRINGS) };
    case 5:
      return r.pick(["a@b.co", "not-an-email", "x".repeat(300) + "@e.com"]);
    case 6:
      return Array.from({ length: r.int(5) }, () => nastyValue(r, depth + 1));
    case 7:
    case 8:
      return nastyObject(r, depth + 1);
  }
  return null;
}

const FIELD_NAMES = [
  "cart",
  "id",
  "name",
  "email",
  "message",
  "subject",
  "description",
  "images",
  "unitPrice",
  "status",
  "metadata",
  "order",
  "ids",
  "orderNumber",
  "reason",
  "trackingNumber",
  "carrier",
  "videoUrl",
  "posterUrl",
  "active",
  "hideAllReels",
  "password",
  "cardNumber",
  "cardExpiry",
  "cardCvc",
  "postcode",
  "state",
  "__proto__",
];

export function nastyObject(r: Rng, depth = 0): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  // defineProperty: a "__proto__" key is a field here, not the object's prototype.
  for (let i = r.int(6); i > 0; i--) {
    Object.defineProperty(o, r.pick(FIELD_NAMES), { value: nastyValue(r, depth), enumerable: true, writable: true });
  }
  return o;
}

/** A body and its content type, valid-looking or broken in one of many ways. */
export function nastyBody(r: Rng): { type: string | null; body: string | Uint8Array<ArrayBuffer> | null } {
  switch (r.int(10)) {
    case 0:
      return { type: null, body: null };
    case 1:
      return { type: "application/json", body: JSON.stringify(nastyObject(r)) };
    case 2:
      return { type: "application/json", body: JSON.stringify(nastyObject(r)).slice(0, r.int(20)) };
    case 3:
      return { type: "application/json", body: JSON.stringify(nastyValue(r)) };
    case 4:
      return {
        type: "application/x-www-form-urlencoded",
        body: new URLSearchParams(
          Object.entries(nastyObject(r)).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
        ).toString(),
      };
    case 5:
      return { type: "application/x-www-form-urlencoded", body: "%%%&=&a=%ZZ&" + "b=".repeat(r.int(100)) };
    case 6:
      return { type: "multipart/form-data", body: "--x\r\ncontent-disposition: form-data; name=a\r\n\r\nb\r\n--x--" };
    case 7:
      return { type: "multipart/form-data; boundary=zz", body: "--zz\r\nbroken" };
    case 8:
      return {
        type: r.pick(["text/plain", "application/xml", "image/png", "application/offset+octet-stream"]),
        body: new Uint8Array(Array.from({ length: r.int(2000) }, () => r.int(256))),
      };
    default:
      return {
        type: "application/json",
        body: JSON.stringify({ cart: [nastyValue(r)], x: "y".repeat(r.int(3) === 0 ? 70_000 : 10) }),
      };
  }
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes raw-percent. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};

export function nastyPath(r: Rng, path: string): string {
  const filled = path
    .replace(/:[a-zA-Z]+(\{[^}]*\})?/g, () => enc(r.pick(NASTY_STRINGS)).slice(0, 300) || "x")
    .replace(/\*$/, () => r.pick(["x", "..%2F..%2Fetc%2Fpasswd", "%2e%2e/", "a/b/c", "%ZZ"]));
  switch (r.int(6)) {
    case 0:
      return `${filled}?${enc(r.pick(NASTY_STRINGS))}=${enc(r.pick(NASTY_STRINGS))}`;
    case 1:
      return `${filled}/${r.pick(["%ZZ", "..", "%00", "x".repeat(2000), ".data", "%2F"])}`;
    case 2:
      return `${filled}.data`;
    default:
      return filled;
  }
}

const COOKIE_NAMES = ["shop_oidc", "shop_customer_session", "shop_admin_session"];

/** A cookie value that is almost right: the OIDC flow's `body.signature` shape with a 43-character
 * signature of non-ASCII characters (more bytes than characters), bad percent-escapes, junk. */
function nastyCookieValue(r: Rng): string {
  const body = Buffer.from(JSON.stringify(nastyObject(r))).toString("base64url");
  switch (r.int(5)) {
    case 0:
      return `${body}.${encodeURIComponent(r.pick(["é".repeat(43), `€${"A".repeat(42)}`, "😀".repeat(21) + "A"]))}`;
    case 1:
      return `${body}.${"A".repeat(r.pick([42, 43, 44]))}`;
    case 2:
      return r.pick(["%ZZ", "%E9", "%C3", ".", "..", "a.b.c"]);
    case 3:
      return enc(r.pick(NASTY_STRINGS)).slice(0, 500) || "x";
    default:
      return body;
  }
}

/** A Cookie header with one to three of the shop's cookies set to nasty values. */
export function nastyCookies(r: Rng): string {
  return Array.from({ length: 1 + r.int(3) }, () => `${r.pick(COOKIE_NAMES)}=${nastyCookieValue(r)}`).join("; ");
}
