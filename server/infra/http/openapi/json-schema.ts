// zod → JSON Schema 2020-12, the dialect OpenAPI 3.1 uses.
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = "#/components/schemas/";

/**
 * Requests are described as the client sends them (io "input": defaults optional, before
 * transforms), answers as the server produces them. A refinement (a URL allow-list) has no JSON
 * Schema form and is left out: the route still applies it, and a 400 names the field.
 * A schema given an id (`.meta({ id: "Product" })`) is written once, into `components`, and
 * referred to wherever it appears.
 */
export function toJsonSchema(
  schema: z.ZodType,
  io: "input" | "output",
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _drop,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      // zod's int bound is Number.MAX_SAFE_INTEGER: true, but noise in a reference.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    },
  });
  for (const [name, def] of Object.entries($defs ?? {})) {
    const lifted = relink(def) as JsonSchema;
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(lifted)) {
      throw new Error(`Two different schemas are called ${name}`);
    }
    components[name] = lifted;
  }
  return relink(rest) as JsonSchema;
}

/** `#/$defs/X` (zod's, per schema) → `#/components/schemas/X` (the document's). */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" ? v.replace("#/$defs/", COMPONENTS) : relink(v),
    ]),
  );
}
