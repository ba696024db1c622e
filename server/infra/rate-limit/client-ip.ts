// The client's IP address for rate limiting and logs. X-Forwarded-For is believed only when the
// operator says a reverse proxy is in front (TRUST_PROXY=true); then the right-most entry, the
// one our proxy added, is used, because anything left of it can be forged by the client.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return normalizeIp(last);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return normalizeIp(address);
  } catch {
    // Not running on the Node server adapter (e.g. app.request() in a unit test).
  }
  return "unknown";
}

/** '::ffff:127.0.0.1' → '127.0.0.1'; capped so a header cannot make a huge key. */
export function normalizeIp(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1").slice(0, 64);
}
