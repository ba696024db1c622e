// Staff sign-in in the published API (server/infra/http/openapi).
import { z } from "zod";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { LoginSchema } from "./auth.api";

const signedIn = z.object({ email: z.string() });

export const authOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Staff sign-in",
    summary: "Sign in",
    description:
      "Sets the HttpOnly session cookie. A form post (application/x-www-form-urlencoded) is answered " +
      "with a 303 redirect to `next` (an admin page of this shop) or the Overview, or back to the sign-in page " +
      "with the reason, instead.",
    admin: false,
    body: {
      schema: LoginSchema,
      example: { email: "staff@example.com", password: "correct horse battery" },
      forms: true,
      optional: true,
    },
    responses: {
      200: { description: "Signed in; the session cookie is set", schema: signedIn },
      303: { description: "A form post: where the browser goes next" },
      ...errors(...BODY_ERRORS),
      401: { description: "Wrong e-mail or password" },
      429: { description: "Too many failed attempts: wait for Retry-After seconds" },
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Staff sign-in",
    summary: "Sign out",
    admin: false,
    responses: { 204: { description: "Signed out; the cookie is cleared" } },
  },
  {
    method: "get",
    path: "/api/auth/session",
    tag: "Staff sign-in",
    summary: "Who is signed in",
    admin: false,
    responses: { 200: { description: "The session's account", schema: signedIn }, ...errors(401) },
  },
];
