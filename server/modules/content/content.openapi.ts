// Editable content in the published API (server/infra/http/openapi).
import { z } from "zod";
import { CONTENT_PIECES, ContentInputSchema, ContentRestoreSchema } from "../../../core/content";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

const TAG = "Admin: content";
const key = {
  key: {
    description: `The piece: ${CONTENT_PIECES.map((p) => p.key).join(", ")}`,
    schema: z.string(),
    example: "about",
  },
};
const example = { title: "About Us", intro: "Who we are.", body: "<h2>Our Story</h2><p>It began in Sydney.</p>" };
const FIELDS =
  "title, intro and body (HTML: headings, paragraphs, lists, links, bold and italic; anything else, " +
  "such as script, style, event handlers, javascript: links and iframes, is removed on save); the " +
  "announcement bar takes its text as title, with link, startsAt and endsAt (ISO 8601; the end after the start).";

export const contentOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/content",
    tag: TAG,
    summary: "The editable pieces: pages, home copy and the announcement bar",
    admin: true,
    responses: { 200: { description: "Each piece with its published revision and whether a draft waits" } },
  },
  {
    method: "get",
    path: "/api/admin/content/{key}",
    tag: TAG,
    summary: "A piece: its draft (or published) text, what is published and every revision",
    admin: true,
    params: key,
    responses: { 200: { description: "The piece" }, ...errors(404) },
  },
  {
    method: "put",
    path: "/api/admin/content/{key}/draft",
    tag: TAG,
    summary: "Save a draft (shoppers do not see it)",
    description: FIELDS,
    admin: true,
    params: key,
    body: { schema: ContentInputSchema, example },
    responses: { 200: { description: "Saved as a new revision: { number }" }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "post",
    path: "/api/admin/content/{key}/publish",
    tag: TAG,
    summary: "Publish (shoppers see it at once; recorded in the audit log)",
    description: FIELDS,
    admin: true,
    params: key,
    body: { schema: ContentInputSchema, example },
    responses: { 200: { description: "Published as a new revision: { number }" }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "post",
    path: "/api/admin/content/{key}/restore",
    tag: TAG,
    summary: "Copy an earlier revision's text into the draft, as a new revision (publishing is its own step)",
    admin: true,
    params: key,
    body: { schema: ContentRestoreSchema, example: { revision: 1 } },
    responses: {
      200: { description: "The draft, as a new revision: { number }" },
      ...errors(...BODY_ERRORS, 404),
    },
  },
];
