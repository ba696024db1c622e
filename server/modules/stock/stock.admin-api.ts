// Staff endpoints for stock, mounted at /api/admin/stock behind the admin session check:
// list every flavour, set one (on hand and threshold), adjust one by a number of tubs, stop
// counting one.
import { Hono } from "hono";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { StockService } from "./stock.service";

const KEY = /^[\p{L}\p{N} '&().,-]{1,60}$/u;

function flavourKey(raw: string): string {
  if (!KEY.test(raw)) throw new AppError("not_found", "No such flavour");
  return raw;
}

export function adminStockRoutes(stock: StockService) {
  const app = new Hono();
  app.use(limitBody(4 * 1024));
  app.get("/", async (c) => c.json({ stock: await stock.listStock() }));
  app.put("/:flavour", async (c) =>
    c.json({ line: await stock.setStock(flavourKey(c.req.param("flavour")), await readBody(c), actorOf(c)) }),
  );
  app.delete("/:flavour", async (c) =>
    c.json({ line: await stock.stopCounting(flavourKey(c.req.param("flavour")), actorOf(c)) }),
  );
  app.post("/:flavour/adjust", async (c) =>
    c.json({ line: await stock.adjustStock(flavourKey(c.req.param("flavour")), await readBody(c), actorOf(c)) }),
  );
  return app;
}
