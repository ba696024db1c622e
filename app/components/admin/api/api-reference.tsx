// The staff API reference (/admin/api), drawn from the published OpenAPI document: contents,
// then each tag's operations, then the shared schemas the answers refer to.
import type { ApiReference as Reference } from "../../../lib/api-reference";
import { ApiOperation, FieldList } from "./api-operation";

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function ApiReference({ reference }: { reference: Reference }) {
  const count = reference.tags.reduce((n, t) => n + t.operations.length, 0);
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-gray-900">API reference</h2>
        <p className="mt-1 max-w-3xl text-sm text-gray-700">
          {reference.description} {count} operations. Integration partners read the same description as OpenAPI 3.1 at{" "}
          <a href="/api/openapi.json" className="font-medium text-purple-800 underline">
            /api/openapi.json
          </a>
          .
        </p>
      </div>

      <nav aria-label="API sections" className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200">
        <ul className="grid grid-cols-2 gap-1 text-sm lg:grid-cols-3">
          {reference.tags.map((t) => (
            <li key={t.name}>
              <a
                href={`#tag-${slug(t.name)}`}
                className="flex min-h-8 items-center rounded-md px-2 font-medium text-purple-800 underline-offset-2 hover:underline"
              >
                {t.name} <span className="ml-1 font-normal text-gray-600">({t.operations.length})</span>
              </a>
            </li>
          ))}
          <li>
            <a
              href="#schemas"
              className="flex min-h-8 items-center rounded-md px-2 font-medium text-purple-800 underline-offset-2 hover:underline"
            >
              Schemas
            </a>
          </li>
        </ul>
      </nav>

      {reference.tags.map((t) => (
        <section key={t.name} aria-labelledby={`tag-${slug(t.name)}`} className="scroll-mt-24">
          <h3 id={`tag-${slug(t.name)}`} className="text-lg font-semibold text-gray-900">
            {t.name}
          </h3>
          {t.description ? <p className="mt-1 text-sm text-gray-700">{t.description}</p> : null}
          <div className="mt-3 space-y-2">
            {t.operations.map((op) => (
              <ApiOperation key={op.id} op={op} />
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="schemas" className="scroll-mt-24">
        <h3 id="schemas" className="text-lg font-semibold text-gray-900">
          Schemas
        </h3>
        <p className="mt-1 text-sm text-gray-700">The shapes the answers above refer to by name.</p>
        <div className="mt-3 space-y-4">
          {reference.schemas.map((s) => (
            <div
              key={s.name}
              id={`schema-${s.name}`}
              className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200"
            >
              <h4 className="font-mono font-semibold text-gray-900">{s.name}</h4>
              {s.description ? (
                <p className="mt-1 mb-3 text-sm text-gray-700">{s.description}</p>
              ) : (
                <div className="mb-3" />
              )}
              <FieldList fields={s.fields} label={`${s.name} fields`} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
