// Builds the OpenAPI 3.1 document from the modules' operations (operation.ts). Nothing here
// reads configuration or the database: the document is the same on every instance and equals
// the committed docs/openapi.json.
import { z } from "zod";
import { ERROR_DESCRIPTIONS, type ApiOperation, type ApiResponse } from "./operation";
import { toJsonSchema, type JsonSchema } from "./json-schema";

/** The shared error answer (server/errors.ts ErrorBody). */
export const ErrorBodySchema = z.object({
  error: z.string().describe("What went wrong, in words a person can read"),
  details: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("For 400: each refused field's message by field name (nested fields joined with '.')"),
  reference: z
    .string()
    .optional()
    .describe("On every 5xx: the request id (also the X-Request-Id header), for support to find the log line"),
});

export const ADMIN_SECURITY_SCHEME = "adminSession";
export const CUSTOMER_SECURITY_SCHEME = "customerSession";

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema; examples?: Record<string, { summary: string; value: unknown }> }>;
  };
  responses: Record<string, OpenApiResponse>;
};

export type OpenApiParameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: string;
};

export type OpenApiResponse = {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
};

const ERROR_REF = { $ref: "#/components/schemas/Error" };

type Components = Record<string, JsonSchema>;

function operationId(op: ApiOperation): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return op.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function parameters(op: ApiOperation, components: Components): OpenApiParameter[] {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const path = inPath.map((name): OpenApiParameter => {
    const p = op.params?.[name];
    if (!p) throw new Error(`${op.method.toUpperCase()} ${op.path}: parameter {${name}} is not described`);
    const schema = toJsonSchema(p.schema, "input", components);
    return { name, in: "path", required: true, description: p.description, schema, example: p.example };
  });
  const query = Object.entries(op.query?.shape ?? {}).map(([name, field]): OpenApiParameter => {
    const { description, ...schema } = toJsonSchema(field as z.ZodType, "input", components);
    return {
      name,
      in: "query",
      required: !(field as z.ZodType).safeParse(undefined).success,
      ...(typeof description === "string" ? { description } : {}),
      schema,
    };
  });
  return [...path, ...query];
}

function requestBody(op: ApiOperation, components: Components): OpenApiOperation["requestBody"] {
  if (op.rawBody) {
    return {
      required: true,
      description: op.rawBody.description,
      content: { [op.rawBody.contentType]: { schema: {} } },
    };
  }
  if (!op.body) return undefined;
  const media = {
    schema: toJsonSchema(op.body.schema, "input", components),
    examples: { valid: { summary: "A body the route accepts", value: op.body.example } },
  };
  return {
    required: !op.body.optional,
    content: {
      "application/json": media,
      ...(op.body.forms ? { "application/x-www-form-urlencoded": media } : {}),
    },
  };
}

function response(status: number, r: ApiResponse, components: Components): OpenApiResponse {
  const headers = r.headers
    ? Object.fromEntries(
        Object.entries(r.headers).map(([k, description]) => [k, { description, schema: { type: "string" } }]),
      )
    : undefined;
  let content: OpenApiResponse["content"];
  if (r.schema) content = { "application/json": { schema: toJsonSchema(r.schema, "output", components) } };
  else if (r.contentType) content = { [r.contentType]: { schema: { type: "string" } } };
  else if (status >= 400 && status in ERROR_DESCRIPTIONS) content = { "application/json": { schema: ERROR_REF } };
  return { description: r.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

/** What the guards in front of every route answer (server/modules/auth/admin-guard.ts). */
function guardResponses(op: ApiOperation): Record<number, ApiResponse> {
  const statuses = [
    ...(op.admin || op.customer ? [401] : []),
    ...(op.method !== "get" && op.method !== "head" ? [403] : []),
  ];
  return Object.fromEntries(statuses.map((s) => [s, { description: ERROR_DESCRIPTIONS[s]! }]));
}

export function buildOpenApiDocument(
  operations: readonly ApiOperation[],
  meta: {
    info: OpenApiDocument["info"];
    tags: OpenApiDocument["tags"];
    sessionCookie: string;
    customerCookie: string;
  },
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const components: Components = { Error: toJsonSchema(ErrorBodySchema, "output", {}) };
  const seen = new Set<string>();
  for (const op of operations) {
    const key = `${op.method} ${op.path}`;
    const id = operationId(op);
    if (seen.has(key) || seen.has(id)) throw new Error(`${key} (${id}) is described twice`);
    seen.add(key).add(id);
    if (!meta.tags.some((t) => t.name === op.tag)) throw new Error(`${key}: tag ${op.tag} is not listed`);
    const params = parameters(op, components);
    const body = requestBody(op, components);
    (paths[op.path] ??= {})[op.method] = {
      operationId: id,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.admin ? { security: [{ [ADMIN_SECURITY_SCHEME]: [] }] } : {}),
      ...(op.customer ? { security: [{ [CUSTOMER_SECURITY_SCHEME]: [] }] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: Object.fromEntries(
        Object.entries({ ...guardResponses(op), ...op.responses }).map(([s, r]) => [
          s,
          response(Number(s), r, components),
        ]),
      ),
    };
  }
  return {
    openapi: "3.1.0",
    info: meta.info,
    servers: [{ url: "/" }],
    tags: meta.tags,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        [ADMIN_SECURITY_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: meta.sessionCookie,
          description:
            "The staff session cookie set by POST /api/auth/login (HttpOnly). Requests that change " +
            "anything must also carry the shop's own Origin header.",
        },
        [CUSTOMER_SECURITY_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: meta.customerCookie,
          description: "A signed-in shopper's session cookie, set by signing in at /account/sign-in (HttpOnly).",
        },
      },
    },
  };
}
