// The event bus across instances on one PostgreSQL: publish is a NOTIFY, and a
// dedicated connection LISTENs and re-emits to this instance's subscribers.
// Events are re-emitted only from LISTEN, so an instance hears its own once.
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/client";
import type { Logger } from "../../logger";
import { createEventBus, type EventBus, type ShopEvent } from "./event-bus";

export const EVENTS_CHANNEL = "shop_events";
const RECONNECT_MS = 2000;

export type ClosableEventBus = EventBus & { close(): Promise<void> };

function parseEvent(payload: string | undefined): ShopEvent | null {
  try {
    const e = JSON.parse(payload ?? "") as ShopEvent;
    return e && typeof e.type === "string" ? e : null;
  } catch {
    return null;
  }
}

export async function createPgEventBus(opts: { url: string; db: Db; logger: Logger }): Promise<ClosableEventBus> {
  const { url, db, logger } = opts;
  const local = createEventBus();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      if (msg.channel !== EVENTS_CHANNEL) return;
      const event = parseEvent(msg.payload);
      if (event) local.publish(event);
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
        () => local.publish({ type: "products.changed" }),
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
      sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(db).catch((err: unknown) => {
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
