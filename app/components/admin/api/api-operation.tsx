// One operation of the API reference (/admin/api): its line (method, path, summary, who may
// call it) opens to its parameters, request body fields, example and answers.
import type { FieldRow, OperationView, ResponseRow } from "../../../lib/api-reference";

const METHOD_COLOURS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-violet-100 text-violet-900",
  DELETE: "bg-rose-100 text-rose-900",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold ${
        METHOD_COLOURS[method] ?? "bg-gray-100 text-gray-900"
      }`}
    >
      {method}
    </span>
  );
}

export function AuthBadge({ admin }: { admin: boolean }) {
  return admin ? (
    <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-medium text-purple-900">Staff session</span>
  ) : (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">Public</span>
  );
}

/** Fields as a list: name, type and rules side by side on a wide screen, stacked on a phone. */
export function FieldList({
  fields,
  label,
}: {
  fields: (FieldRow & { in?: string; example?: string })[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-gray-100 rounded-xl ring-1 ring-gray-200">
      {fields.map((f) => (
        <li
          key={f.name}
          className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[minmax(10rem,1fr)_minmax(8rem,1fr)_2fr] sm:gap-4"
        >
          <div className="min-w-0">
            <code className="font-mono font-semibold break-words text-gray-900">{f.name}</code>
            {f.in ? <span className="ml-2 text-xs text-gray-600">in {f.in}</span> : null}
          </div>
          <div className="min-w-0">
            <code className="font-mono break-words text-gray-800">{f.type}</code>{" "}
            <span className={`text-xs font-medium ${f.required ? "text-rose-800" : "text-gray-600"}`}>
              {f.required ? "required" : "optional"}
            </span>
          </div>
          <div className="min-w-0 text-gray-700">
            {f.description ? <p>{f.description}</p> : null}
            {f.rules.length > 0 ? <p className="break-words">{f.rules.join("; ")}</p> : null}
            {f.example ? <p>Example: {f.example}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SchemaLink({ name }: { name: string }) {
  return (
    <a href={`#schema-${name}`} className="font-mono text-xs font-medium text-purple-800 underline">
      {name}
    </a>
  );
}

function Responses({ responses }: { responses: ResponseRow[] }) {
  return (
    <ul aria-label="Responses" className="divide-y divide-gray-100 rounded-xl ring-1 ring-gray-200">
      {responses.map((r) => (
        <li key={r.status} className="flex gap-4 px-4 py-3 text-sm">
          <span className="w-10 shrink-0 font-mono font-bold text-gray-900">{r.status}</span>
          <div className="min-w-0">
            <p className="text-gray-800">{r.description}</p>
            {r.body && r.refs.length === 1 && r.body === r.refs[0] ? (
              <SchemaLink name={r.body} />
            ) : r.body ? (
              <code className="mt-1 block font-mono text-xs break-words text-gray-700">{r.body}</code>
            ) : null}
            {r.refs.length > 0 && r.body !== r.refs[0] ? (
              <p className="mt-1 text-xs text-gray-700">
                See{" "}
                {r.refs.map((name, i) => (
                  <span key={name}>
                    {i > 0 ? ", " : null}
                    <SchemaLink name={name} />
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

const subheading = "mt-5 mb-2 text-sm font-semibold text-gray-900";

export function ApiOperation({ op }: { op: OperationView }) {
  return (
    <details id={op.id} className="group scroll-mt-24 rounded-2xl bg-white shadow-xs ring-1 ring-gray-200">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600">
        <h4 className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <MethodBadge method={op.method} />
          <code className="font-mono text-sm font-semibold break-all text-gray-900">{op.path}</code>
          <span className="text-sm text-gray-700">{op.summary}</span>
        </h4>
        <span className="ml-auto flex items-center gap-2">
          <AuthBadge admin={op.admin} />
          <span aria-hidden="true" className="text-gray-500 transition group-open:rotate-90">
            ›
          </span>
        </span>
      </summary>
      <div className="border-t border-gray-100 px-4 pt-1 pb-5">
        {op.description ? <p className="mt-4 text-sm text-gray-800">{op.description}</p> : null}
        {op.params.length > 0 ? (
          <>
            <h5 className={subheading}>Parameters</h5>
            <FieldList fields={op.params} label="Parameters" />
          </>
        ) : null}
        {op.body ? (
          <>
            <h5 className={subheading}>
              Request body{" "}
              <span className="font-normal text-gray-700">
                ({op.body.mediaTypes.join(" or ")}, {op.body.required ? "required" : "optional"})
              </span>
            </h5>
            {op.body.note ? <p className="text-sm text-gray-800">{op.body.note}</p> : null}
            {op.body.fields.length > 0 ? <FieldList fields={op.body.fields} label="Request body fields" /> : null}
            {op.body.example ? (
              <>
                <h5 className={subheading}>Example</h5>
                <pre className="rounded-xl bg-gray-900 p-4 font-mono text-xs break-all whitespace-pre-wrap text-gray-100">
                  {op.body.example}
                </pre>
              </>
            ) : null}
          </>
        ) : null}
        <h5 className={subheading}>Responses</h5>
        <Responses responses={op.responses} />
      </div>
    </details>
  );
}
