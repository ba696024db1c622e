// The published API document (server/infra/http/openapi) turned into what the staff reference
// page (/admin/api) shows: operations by tag, each body's fields flattened with their rules.
// Runs in the page's loader, so the browser gets this summary, not the whole document.
import type { OpenApiDocument, OpenApiOperation } from "../../server/infra/http/openapi/document";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type FieldRow = { name: string; type: string; required: boolean; rules: string[]; description?: string };
export type ResponseRow = { status: string; description: string; body?: string; refs: string[] };
export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  admin: boolean;
  params: (FieldRow & { in: string; example?: string })[];
  body?: { mediaTypes: string[]; required: boolean; fields: FieldRow[]; note?: string; example?: string };
  responses: ResponseRow[];
};
export type ApiReference = {
  title: string;
  version: string;
  description: string;
  tags: { name: string; description?: string; operations: OperationView[] }[];
  schemas: { name: string; description?: string; fields: FieldRow[] }[];
};

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);
const show = (v: unknown) => JSON.stringify(v);

/**
 * The object inside a nullable (anyOf with null), else the schema itself. One of several objects
 * (an Australian or a New Zealand address) reads as one object holding every variant's fields,
 * each required only where every variant requires it.
 */
const nonNull = (s: Schema): Schema => {
  const own = s.anyOf?.find((b) => b.type !== "null") ?? s;
  const variants = own.oneOf?.filter((v) => v.properties);
  if (!variants || variants.length === 0) return own;
  return {
    type: "object",
    properties: Object.assign({}, ...variants.map((v) => v.properties)) as Record<string, Schema>,
    required: (variants[0]!.required ?? []).filter((r) => variants.every((v) => (v.required ?? []).includes(r))),
  };
};

export function typeOf(s: Schema): string {
  if (s.$ref) return refName(s.$ref);
  if (s.const !== undefined) return show(s.const);
  if (s.enum) return s.enum.map(show).join(" | ");
  if (s.anyOf) return s.anyOf.map(typeOf).join(" or ");
  if (s.oneOf) return s.oneOf.map(typeOf).join(" or ");
  if (Array.isArray(s.type)) return s.type.join(" or ");
  if (s.type === "array") return `${s.items ? typeOf(s.items) : "any"}[]`;
  if (s.type === "object" && !s.properties && typeof s.additionalProperties === "object") {
    return `map of ${typeOf(s.additionalProperties)}`;
  }
  return s.type ?? "any";
}

const num = (n: number) => n.toLocaleString("en-AU");

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  const u = (n: number) => (unit ? ` ${n === 1 ? unit.replace(/s$/, "") : unit}` : "");
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${num(min)}${u(min)}` : `${num(min)} to ${num(max)}${u(max)}`;
  }
  if (min !== undefined) return `at least ${num(min)}${u(min)}`;
  if (max !== undefined) return `at most ${num(max)}${u(max)}`;
  return null;
}

export function rulesOf(s: Schema): string[] {
  const own = nonNull(s);
  const patterns = [own.pattern, ...(own.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => !!p);
  return [
    range(own.minLength, own.maxLength, "characters"),
    range(own.minimum, own.maximum, ""),
    range(own.minItems, own.maxItems, "items"),
    ...patterns.map((p) => `matches ${p}`),
    own.format ? `format: ${own.format}` : null,
    s.default !== undefined ? `default ${show(s.default)}` : null,
  ].filter((r): r is string => r !== null);
}

/** Each field of an object schema, nested objects (and objects in arrays) as dotted names. */
export function fieldsOf(schema: Schema, prefix = ""): FieldRow[] {
  const obj = nonNull(schema);
  return Object.entries(obj.properties ?? {}).flatMap(([key, prop]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: typeOf(prop),
      required: (obj.required ?? []).includes(key),
      rules: rulesOf(prop),
      ...(prop.description ? { description: prop.description } : {}),
    };
    const inner = nonNull(prop);
    if (inner.properties) return [row, ...fieldsOf(inner, `${name}.`)];
    if (inner.type === "array" && inner.items?.properties) return [row, ...fieldsOf(inner.items, `${name}[].`)];

    return [row];
  });
}

/** A one-line shape of an answer: `{ products: Product[] }`. */
export function shapeOf(s: Schema, depth = 0): string {
  const obj = nonNull(s);
  if (!obj.properties || obj.$ref) return typeOf(s);
  if (depth > 1) return "object";
  const inner = Object.entries(obj.properties).map(
    ([k, v]) => `${k}${(obj.required ?? []).includes(k) ? "" : "?"}: ${shapeOf(v, depth + 1)}`,
  );
  return `{ ${inner.join(", ")} }${obj === s ? "" : " or null"}`;
}

function refsIn(s: unknown): string[] {
  const found = new Set<string>();
  JSON.stringify(s, (k, v: unknown) => (k === "$ref" && typeof v === "string" && found.add(refName(v)), v));
  return [...found];
}

function operationView(method: string, path: string, op: OpenApiOperation): OperationView {
  const content = op.requestBody?.content ?? {};
  const [first] = Object.values(content);
  const example = first?.examples?.valid?.value;
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    admin: !!op.security?.length,
    params: (op.parameters ?? []).map((p) => ({
      ...fieldsOf({ type: "object", properties: { [p.name]: p.schema }, required: p.required ? [p.name] : [] })[0]!,
      in: p.in,
      ...(p.description ? { description: p.description } : {}),
      ...(p.example !== undefined ? { example: p.example } : {}),
    })),
    ...(op.requestBody && first
      ? {
          body: {
            mediaTypes: Object.keys(content),
            required: op.requestBody.required,
            fields: fieldsOf(first.schema as Schema),
            ...(op.requestBody.description ? { note: op.requestBody.description } : {}),
            ...(example !== undefined ? { example: JSON.stringify(example, null, 2) } : {}),
          },
        }
      : {}),
    responses: Object.entries(op.responses).map(([status, r]) => {
      const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
      const json = type?.includes("json") && media;
      return {
        status,
        description: r.description,
        ...(media ? { body: json ? shapeOf(media.schema as Schema) : type } : {}),
        refs: media ? refsIn(media.schema) : [],
      };
    }),
  };
}

export function toApiReference(doc: OpenApiDocument): ApiReference {
  const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ tag: op.tags[0], view: operationView(method, path, op) })),
  );
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description,
    tags: doc.tags.map((t) => ({
      ...t,
      operations: ops.filter((o) => o.tag === t.name).map((o) => o.view),
    })),
    schemas: Object.entries(doc.components.schemas).map(([name, s]) => ({
      name,
      ...(typeof s.description === "string" ? { description: s.description } : {}),
      fields: fieldsOf(s as Schema),
    })),
  };
}
