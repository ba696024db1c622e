// GET /api/health: the database answers. GET /api/health/ready: for a load balancer, 503 from
// the moment this instance starts shutting down.
import { Hono } from "hono";
import { AppError } from "../../errors";
import { pingDb, type Db } from "../db/client";
import type { Lifecycle } from "./lifecycle";

export function healthRoutes(deps: { db: Db; lifecycle: Lifecycle }) {
  const app = new Hono();
  app.get("/", async (c) => {
    try {
      await pingDb(deps.db);
    } catch (err) {
      throw new AppError("unavailable", "Database unavailable", { cause: err });
    }
    return c.json({ status: "ok" });
  });
  app.get("/ready", (c) =>
    deps.lifecycle.draining ? c.json({ status: "draining" }, 503, { "Retry-After": "5" }) : c.json({ status: "ready" }),
  );
  return app;
}
