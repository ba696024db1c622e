import { z } from "zod";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document";
import { errors, type ApiOperation } from "./operation";

const meta = {
  info: { title: "t", version: "1", description: "d" },
  tags: [{ name: "T" }],
  sessionCookie: "sid",
  customerCookie: "cid",
};
const op = (o: Partial<ApiOperation>): ApiOperation => ({
  method: "get",
  path: "/api/x",
  tag: "T",
  summary: "s",
  admin: false,
  responses: { 200: { description: "ok" } },
  ...o,
});

describe("buildOpenApiDocument", () => {
  it("refuses an operation twice, an unlisted tag and an undescribed path parameter", () => {
    expect(() => buildOpenApiDocument([op({}), op({})], meta)).toThrow(/described twice/);
    expect(() => buildOpenApiDocument([op({ path: "/api/a-b" }), op({ path: "/api/a/b" })], meta)).toThrow(
      /described twice/,
    );
    expect(() => buildOpenApiDocument([op({ tag: "U" })], meta)).toThrow(/tag U is not listed/);
    expect(() => buildOpenApiDocument([op({ path: "/api/x/{id}" })], meta)).toThrow(/\{id\} is not described/);
  });

  it("marks admin operations, adds the guards' answers and puts named schemas in components", () => {
    const Thing = z.object({ n: z.number().int() }).meta({ id: "Thing" });
    const doc = buildOpenApiDocument(
      [
        op({
          method: "put",
          path: "/api/admin/x/{id}",
          admin: true,
          params: { id: { description: "id", schema: z.string(), example: "a" } },
          body: { schema: z.object({ n: z.number().int().max(5).default(1) }), example: { n: 2 } },
          responses: { 200: { description: "ok", schema: z.object({ things: z.array(Thing) }) }, ...errors(400) },
        }),
      ],
      meta,
    );
    const put = doc.paths["/api/admin/x/{id}"]!.put!;
    expect(put.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(put.responses)).toEqual(["200", "400", "401", "403"]);
    expect(put.responses["400"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Error" });
    // A request as sent: the defaulted field is optional.
    expect(put.requestBody!.content["application/json"]!.schema).toEqual({
      type: "object",
      properties: { n: { type: "integer", maximum: 5, default: 1 } },
    });
    expect(put.responses["200"]!.content!["application/json"]!.schema).toMatchObject({
      properties: { things: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
    });
    expect(doc.components.schemas.Thing).toMatchObject({ type: "object", required: ["n"] });
    expect(doc.components.securitySchemes.adminSession).toMatchObject({ in: "cookie", name: "sid" });
  });
});
