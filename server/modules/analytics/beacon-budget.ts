// A global budget of beacons a second for this process, taken before the app reads them.
// The per-address limit stops one address; a flood from many addresses on many connections
// would otherwise keep the one event loop busy with beacons and starve checkouts and pages.
// Past the budget a beacon is dropped unread and answered 204 (a browser logs any 4xx in the
// shopper's console, and a beacon cannot act on an answer anyway), but the answer is held until
// the next second begins: a client that waits for each answer before sending its next one (a
// load generator, a script on keep-alive connections) then sends at most one beacon a second
// per connection, instead of as many as the loop can answer. A browser's sendBeacon does not
// wait for it; the page goes on. An open-loop flood that never waits is a balancer's to stop.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BEACON_MAX_BYTES } from "../../../core/analytics";
import type { FastPath } from "../../infra/http/fast-path";
import { REQUEST_ID_HEADER } from "../../infra/http/request-id";

export const BEACON_PATH = "/api/a";

export type BeaconBudget = {
  /** True while this second's budget lasts (the beacon goes on to the app); false drops it. */
  take(): boolean;
  /** Runs `answer` when the next second begins (or at once on close). */
  hold(answer: () => void): void;
  stats(): { shed: number; held: number };
  /** Answers every held beacon now (shutdown). */
  close(): void;
};

export function createBeaconBudget(opts: { perSecond: number; now?: () => number }): BeaconBudget {
  const now = opts.now ?? (() => performance.now());
  let windowStart = -Infinity;
  let used = 0;
  let shed = 0;
  let held: (() => void)[] = [];
  let timer: NodeJS.Timeout | null = null;

  function release() {
    if (timer) clearTimeout(timer);
    timer = null;
    const answers = held;
    held = [];
    for (const answer of answers) answer();
  }

  return {
    take() {
      const t = now();
      if (t - windowStart >= 1000) {
        windowStart = t;
        used = 0;
      }
      if (used < opts.perSecond) {
        used++;
        return true;
      }
      shed++;
      return false;
    },
    hold(answer) {
      held.push(answer);
      if (!timer) {
        // Never longer than the held connections' count bounds: one request in flight each.
        timer = setTimeout(release, Math.max(0, Math.min(1000, windowStart + 1000 - now())));
        timer.unref();
      }
    },
    stats: () => ({ shed, held: held.length }),
    close: release,
  };
}

/**
 * The budget as the listener's first step: a beacon past it is answered 204 here, before a
 * Request, the middleware or the handler are built for it. Only a beacon that declares a small
 * body is shed; an oversized or chunked one goes on to the handler's 413, as before.
 */
export function beaconShed(budget: BeaconBudget, commonHeaders: () => [string, string][]): FastPath {
  return (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    if (req.method !== "POST" || !isBeaconUrl(req.url ?? "")) return false;
    const length = req.headers["content-length"];
    if (req.headers["transfer-encoding"] !== undefined || length === undefined) return false;
    if (Number(length) > BEACON_MAX_BYTES) return false;
    if (budget.take()) return false;
    // Set now, so the request's metrics (counted when this returns) say what it will be answered.
    res.statusCode = 204;
    budget.hold(() => {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(204, [...commonHeaders().flat(), REQUEST_ID_HEADER, requestId]);
      res.end();
    });
    return true;
  };
}

const isBeaconUrl = (url: string) => url === BEACON_PATH || url.startsWith(`${BEACON_PATH}?`);
