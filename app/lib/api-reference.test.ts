import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../server/infra/http/openapi/document";
import { fieldsOf, rulesOf, shapeOf, toApiReference, typeOf } from "./api-reference";

describe("typeOf and rulesOf", () => {
  it.each([
    [{ type: "string" }, "string"],
    [{ type: "array", items: { type: "integer" } }, "integer[]"],
    [{ enum: ["new", "done"] }, '"new" | "done"'],
    [{ anyOf: [{ type: "string" }, { type: "null" }] }, "string or null"],
    [{ $ref: "#/components/schemas/Product" }, "Product"],
    [{ type: "object", additionalProperties: { type: "string" } }, "map of string"],
    [{ const: true }, "true"],
  ])("%j is %s", (schema, label) => {
    expect(typeOf(schema)).toBe(label);
  });

  it("says each limit in words", () => {
    expect(rulesOf({ type: "string", minLength: 1, maxLength: 200 })).toEqual(["1 to 200 characters"]);
    expect(rulesOf({ type: "integer", minimum: 0 })).toEqual(["at least 0"]);
    expect(rulesOf({ type: "integer", minimum: 0, maximum: 10_000_000 })).toEqual(["0 to 10,000,000"]);
    expect(rulesOf({ type: "string", minLength: 1 })).toEqual(["at least 1 character"]);
    expect(rulesOf({ type: "array", maxItems: 20, default: [] })).toEqual(["at most 20 items", "default []"]);
    expect(rulesOf({ type: "string", allOf: [{ pattern: "^a" }, { pattern: "b$" }] })).toEqual([
      "matches ^a",
      "matches b$",
    ]);
  });
});

describe("fieldsOf", () => {
  it("lists every variant's fields of one of several objects, required only where all require them", () => {
    const address: Parameters<typeof fieldsOf>[0] = {
      anyOf: [
        {
          oneOf: [
            {
              type: "object",
              properties: { line1: { type: "string" }, state: { type: "string" }, postcode: { type: "string" } },
              required: ["line1", "state", "postcode"],
            },
            {
              type: "object",
              properties: { line1: { type: "string" }, city: { type: "string" }, postcode: { type: "string" } },
              required: ["line1", "city", "postcode"],
            },
          ],
        },
        { type: "null" },
      ],
    };
    const rows = fieldsOf({ type: "object", properties: { shippingAddress: address } });
    expect(rows.map((r) => [r.name, r.required])).toEqual([
      ["shippingAddress", false],
      ["shippingAddress.line1", true],
      ["shippingAddress.state", false],
      ["shippingAddress.postcode", true],
      ["shippingAddress.city", false],
    ]);
  });

  it("flattens nested objects and objects in arrays, with what is required", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string", maxLength: 10 },
        metadata: { type: "object", properties: { flavor: { type: "string" } }, required: ["flavor"] },
        cart: { type: "array", items: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
      },
      required: ["name"],
    };
    expect(fieldsOf(schema).map((f) => [f.name, f.type, f.required, f.rules])).toEqual([
      ["name", "string", true, ["at most 10 characters"]],
      ["metadata", "object", false, []],
      ["metadata.flavor", "string", true, []],
      ["cart", "object[]", false, []],
      ["cart[].id", "string", true, []],
    ]);
  });

  it("writes an answer's shape on one line", () => {
    const schema = {
      type: "object",
      properties: { products: { type: "array", items: { $ref: "#/components/schemas/Product" } } },
      required: ["products"],
    };
    expect(shapeOf(schema)).toBe("{ products: Product[] }");
  });
});

describe("toApiReference", () => {
  const doc = {
    openapi: "3.1.0",
    info: { title: "Shop API", version: "1", description: "d" },
    servers: [{ url: "/" }],
    tags: [{ name: "Products" }, { name: "Empty" }],
    paths: {
      "/api/things/{id}": {
        put: {
          operationId: "putThing",
          tags: ["Products"],
          summary: "Replace a thing",
          security: [{ adminSession: [] }],
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" }, example: "a" }],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", properties: { n: { type: "integer" } }, required: ["n"] },
                examples: { valid: { summary: "ok", value: { n: 1 } } },
              },
            },
          },
          responses: {
            "200": {
              description: "Saved",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
            },
            "400": {
              description: "Bad",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          },
        },
      },
    },
    components: { schemas: { Thing: { type: "object", properties: { n: { type: "integer" } } } }, securitySchemes: {} },
  } satisfies OpenApiDocument;

  it("groups operations by tag with their auth, parameters, body and answers", () => {
    const ref = toApiReference(doc);
    expect(ref.tags.map((t) => [t.name, t.operations.length])).toEqual([
      ["Products", 1],
      ["Empty", 0],
    ]);
    const op = ref.tags[0]!.operations[0]!;
    expect(op).toMatchObject({ method: "PUT", path: "/api/things/{id}", admin: true });
    expect(op.params).toMatchObject([{ name: "id", in: "path", required: true, example: "a" }]);
    expect(op.body).toMatchObject({ mediaTypes: ["application/json"], required: true, example: '{\n  "n": 1\n}' });
    expect(op.body!.fields).toMatchObject([{ name: "n", type: "integer", required: true }]);
    expect(op.responses).toEqual([
      { status: "200", description: "Saved", body: "Thing", refs: ["Thing"] },
      { status: "400", description: "Bad", body: "Error", refs: ["Error"] },
    ]);
    expect(ref.schemas).toMatchObject([{ name: "Thing", fields: [{ name: "n" }] }]);
  });
});
