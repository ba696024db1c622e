// The event bus across instances on one PostgreSQL: publish tells this instance's subscribers at
// once (so its caches are fresh for the very next request) and sends a NOTIFY; a dedicated
// connection LISTENs and re-emits other instances' events. Each instance tags what it sends, so
// it hears its own events once, not twice.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/client";
import type { Logger } from "../../logger";
import { createEventBus, type EventBus, type ShopEvent } from "./event-bus";

export const EVENTS_CHANNEL = "shop_events";
const RECONNECT_MS = 2000;

export type ClosableEventBus = EventBus & { close(): Promise<void> };

type Wire = ShopEvent & { origin?: string };

function parseEvent(payload: string | undefined): Wire | null {
  try {
    const e = JSON.parse(payload ?? "") as Wire;
    return e && typeof e.type === "string" ? e : null;
  } catch {
    return null;
  }
}

export async function createPgEventBus(opts: { url: string; db: Db; logger: Logger }): Promise<ClosableEventBus> {
  const { url, db, logger } = opts;
  const local = createEventBus();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      if (msg.channel !== EVENTS_CHANNEL) return;
      const wire = parseEvent(msg.payload);
      if (!wire || wire.origin === origin) return;
      const { origin: _, ...event } = wire;
      local.publish(event as ShopEvent);
    });
    c.on("error", (err) => {
      logger.warn({ err: err.message }, "event listener connection lost; reconnecting");
      void c.end().catch(() => {});
      if (client === c) client = null;
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = c;
  }

  function scheduleReconnect(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        // Whatever happened while we were away: tell subscribers to refresh.
        () => {
          local.publish({ type: "products.changed" });
          local.publish({ type: "settings.changed", key: "*" });
        },
        (err: unknown) => {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, "event listener reconnect failed");
          scheduleReconnect();
        },
      );
    }, RECONNECT_MS);
    timer.unref();
  }

  await connect();

  return {
    publish(event) {
      local.publish(event);
      sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ ...event, origin })})`
        .execute(db)
        .catch((err: unknown) => {
          logger.error({ err, event: event.type }, "could not publish event");
        });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
