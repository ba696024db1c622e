// Staff endpoints for stock, mounted at /api/admin/stock behind the admin session check:
// list every flavour, set one (on hand and threshold), adjust one by a number of tubs, stop
// counting one; list lots, receive a lot, quarantine one (and release it, with a reason), and set the sellable margin.
import { Hono } from "hono";
import { LotReleaseSchema } from "../../../core/lot-input";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { StockLotService } from "./stock-lots.service";
import type { StockService } from "./stock.service";

const LOT_ID = /^lot_[0-9a-f]{20}$/;

const KEY = /^[\p{L}\p{N} '&().,-]{1,60}$/u;

function flavourKey(raw: string): string {
  if (!KEY.test(raw)) throw new AppError("not_found", "No such flavour");
  return raw;
}

export function adminStockRoutes(stock: StockService, lots: StockLotService) {
  const app = new Hono();
  app.use(limitBody(4 * 1024));
  app.get("/", async (c) => c.json({ stock: await stock.listStock() }));
  app.get("/lots", async (c) => c.json({ lots: await lots.listLots(), sellableMarginDays: await lots.marginDays() }));
  app.put("/lot-margin", async (c) =>
    c.json({ sellableMarginDays: await lots.setMarginDays(await readBody(c), actorOf(c)) }),
  );
  app.post("/lots/:id/quarantine", async (c) => {
    const id = c.req.param("id");
    if (!LOT_ID.test(id)) throw new AppError("not_found", "No such lot");
    return c.json({ lot: await lots.quarantineLot(id, actorOf(c)) });
  });
  app.post("/lots/:id/release", async (c) => {
    const { reason } = await readBody(c, LotReleaseSchema, {
      invalid: "Say why the lot is released from quarantine, in under 500 characters",
    });
    const id = c.req.param("id");
    if (!LOT_ID.test(id)) throw new AppError("not_found", "No such lot");
    return c.json({ lot: await lots.releaseLot(id, reason, actorOf(c)) });
  });
  app.post("/:flavour/lots", async (c) =>
    c.json({ lot: await lots.receiveLot(flavourKey(c.req.param("flavour")), await readBody(c), actorOf(c)) }, 201),
  );
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
