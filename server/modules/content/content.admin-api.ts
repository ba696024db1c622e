// Editable content in the JSON API (/api/admin/content, owner and manager): the same service calls
// as the admin's Content screen, for integrations.
import { Hono } from "hono";
import { ContentRestoreSchema } from "../../../core/content";
import { AppError, fieldErrors } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { ContentService } from "./content.service";

export function adminContentRoutes(content: ContentService) {
  const app = new Hono();
  // A long information page is tens of kilobytes of HTML; the schema caps the body at 100,000 characters.
  app.use(limitBody(256 * 1024));
  app.get("/", async (c) => c.json({ pieces: await content.list() }));
  app.get("/:key", async (c) => c.json(await content.editor(c.req.param("key"))));
  app.put("/:key/draft", async (c) =>
    c.json(await content.saveDraft(c.req.param("key"), await readBody(c), actorOf(c))),
  );
  app.post("/:key/publish", async (c) =>
    c.json(await content.publish(c.req.param("key"), await readBody(c), actorOf(c))),
  );
  app.post("/:key/restore", async (c) => {
    const body = ContentRestoreSchema.safeParse(await readBody(c));
    if (!body.success) {
      throw new AppError("validation", "Give the number of the revision to restore", {
        details: fieldErrors(body.error.issues),
      });
    }
    return c.json(await content.restore(c.req.param("key"), body.data.revision, actorOf(c)));
  });
  return app;
}
