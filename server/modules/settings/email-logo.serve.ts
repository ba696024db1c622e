// GET /brand/logo/{version}.{ext}: the logo e-mails show, from memory. The version is the image's
// own hash, so an address never changes meaning and can be cached for a year; an SVG is sent
// with a policy that runs nothing, should it be opened on its own.
import { Hono } from "hono";
import type { EmailLook } from "./email-look";
import { LOGO_TYPES } from "./email-look.schema";

export function emailLogoRoutes(look: EmailLook) {
  const app = new Hono();
  app.get("/:file", (c) => {
    const m = /^([a-f0-9]{8,64})\.(png|jpg|webp|svg)$/.exec(c.req.param("file"));
    const logo = m ? look.logo(m[1]!) : null;
    if (!logo || LOGO_TYPES[logo.type] !== m![2]) return c.text("Not found", 404);
    return c.body(new Uint8Array(logo.bytes), 200, {
      "Content-Type": logo.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return app;
}
