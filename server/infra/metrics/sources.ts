// What the metrics read from the rest of the context: the outbox and the pool when scraped, the
// log file's size, and each payment confirmed (the orders service's confirmPayment, counted as
// it answers 'applied': an order paid once, whichever provider confirmed it).
import type { Config } from "../../config";
import type { OrderService } from "../../modules/orders/order.service";
import { poolOf, type Db } from "../db/client";
import { countUnsent } from "../mail/outbox.repository";
import type { Metrics } from "./metrics";

export function watchContext(metrics: Metrics, deps: { db: Db; config: Config; orders: OrderService }): void {
  const { db, config, orders } = deps;
  const pool = poolOf(db);
  const file = config.database.dialect === "sqlite" ? config.database.file : ":memory:";
  metrics.watch({
    mailOutbox: () => countUnsent(db),
    pool: pool ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) : undefined,
    walFile: file === ":memory:" ? undefined : `${file}-wal`,
  });
  const confirm = orders.confirmPayment.bind(orders);
  orders.confirmPayment = async (input) => {
    const outcome = await confirm(input);
    if (outcome === "applied") metrics.checkout("paid");
    return outcome;
  };
}
