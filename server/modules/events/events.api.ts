// GET /api/events: Server-Sent Events that tell browsers something changed
// (products.changed, settings.changed); they refetch what they show. The admin's own stream,
// GET /api/admin/events behind the admin guard, carries the staff-only events too.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { STAFF_EVENTS, type EventBus, type ShopEvent } from "../../infra/events/event-bus";

/** Proxies and load balancers drop idle connections; a comment keeps this one alive. */
export const HEARTBEAT_MS = 25_000;

/** `stop` ends every open stream (shutdown): browsers reconnect, through a balancer elsewhere. */
export function eventRoutes(
  events: EventBus,
  opts: { heartbeatMs?: number; stop?: AbortSignal; staff?: boolean } = {},
) {
  const app = new Hono();
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;

  app.get("/", (c) => {
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => {};
      const stopped = new Promise<void>((resolve) => (wake = resolve));
      const send = (e: ShopEvent) => {
        if (!opts.staff && STAFF_EVENTS.has(e.type)) return;
        stream.writeSSE({ event: e.type, data: JSON.stringify(e) }).catch(() => wake());
      };
      const unsubscribe = events.subscribe(send);
      stream.onAbort(() => wake());
      opts.stop?.addEventListener("abort", () => wake(), { once: true });
      if (opts.stop?.aborted) wake();
      try {
        // Browsers reconnect after 3 s if the connection drops.
        await stream.write("retry: 3000\n: connected\n\n");
        while (!stream.aborted && !stream.closed) {
          let t: NodeJS.Timeout | undefined;
          const tick = new Promise<"tick">((r) => (t = setTimeout(() => r("tick"), heartbeatMs)));
          const why = await Promise.race([tick, stopped.then(() => "stop" as const)]);
          clearTimeout(t);
          if (why === "stop") break;
          await stream.write(": ping\n\n");
        }
      } catch {
        // The browser went away mid-write: nothing to tell anyone.
      } finally {
        unsubscribe();
      }
    });
  });

  return app;
}
