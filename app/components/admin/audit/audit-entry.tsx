// One audit entry as the Audit tab shows it: when (shop time), who, what, and each changed field
// as before → after, in words (the codes are for the CSV and the API). Values are text (React
// escapes them): nothing a staff member typed is HTML.
import {
  AUDIT_ENTITY_TYPES,
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
  auditValueText,
  isBlankAuditValue,
  type AuditReading,
  type AuditEntryView,
  type FieldChange,
} from "../../../../core/audit";
import { createContext, useContext } from "react";
import { useShopTime } from "../shared/use-shop-time";

/** The shop's clock and product names, for every value an entry shows. */
const Reading = createContext<AuditReading>({});

function Value({ value, field, tone }: { value: unknown; field: string; tone: "before" | "after" }) {
  const text = auditValueText(value, field, useContext(Reading));
  const look = tone === "before" ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900";
  return (
    <span className={`rounded px-1.5 py-0.5 [overflow-wrap:anywhere] whitespace-pre-wrap ${look}`}>
      <span className="sr-only">{tone === "before" ? "was " : "now "}</span>
      {text}
    </span>
  );
}

/** More changed fields than this are folded behind a "Show the fields" toggle. */
const FOLDED_OVER = 5;

/** A field set for the first time shows its new value only; one cleared, its old value only. */
function Change({ field, change }: { field: string; change: FieldChange }) {
  if (isBlankAuditValue(change.before)) {
    return (
      <>
        <span className="text-gray-600">set to</span>
        <Value value={change.after} field={field} tone="after" />
      </>
    );
  }
  if (isBlankAuditValue(change.after)) {
    return (
      <>
        <Value value={change.before} field={field} tone="before" />
        <span className="text-gray-600">cleared</span>
      </>
    );
  }
  return (
    <>
      <Value value={change.before} field={field} tone="before" />
      <span aria-hidden="true" className="text-gray-500">
        →
      </span>
      <Value value={change.after} field={field} tone="after" />
    </>
  );
}

function Changes({ changes }: { changes: [string, FieldChange][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {changes.map(([field, c]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-gray-700 [overflow-wrap:anywhere]">{auditFieldLabel(field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-1.5 text-gray-800">
            <Change field={field} change={c} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditEntry({
  entry,
  productNames,
}: {
  entry: AuditEntryView;
  productNames: Readonly<Record<string, string>>;
}) {
  const formatWhen = useShopTime();
  const changes = Object.entries(entry.changes);
  const kind = AUDIT_ENTITY_TYPES[entry.entityType as keyof typeof AUDIT_ENTITY_TYPES] ?? entry.entityType;
  const about = auditEntityLabel(entry.entityType, entry.entityId, productNames);
  return (
    <li data-testid="audit-entry" className="min-w-0 space-y-2 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-gray-900 [overflow-wrap:anywhere]">{entry.summary}</p>
        <time dateTime={entry.at} className="text-xs whitespace-nowrap text-gray-600">
          {formatWhen(entry.at)}
        </time>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600">
        <span className="[overflow-wrap:anywhere]">
          By <span className="font-medium text-gray-800">{entry.actorEmail}</span>
        </span>
        <span>
          <span className="sr-only">Action: </span>
          <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-800" data-testid="audit-action">
            {auditActionLabel(entry.action)}
          </span>
        </span>
        <span className="[overflow-wrap:anywhere]">
          {kind}
          {about ? `: ${about}` : ""}
        </span>
      </p>
      <Reading value={{ formatWhen, productNames }}>
        {changes.length === 0 ? null : changes.length <= FOLDED_OVER ? (
          <Changes changes={changes} />
        ) : (
          // A product created or deleted changes every field: folded, so the list stays scannable.
          <details className="group">
            <summary className="inline-flex min-h-6 cursor-pointer items-center rounded text-sm font-medium text-purple-700 hover:underline">
              {`Show the ${changes.length} fields`}
            </summary>
            <div className="mt-2">
              <Changes changes={changes} />
            </div>
          </details>
        )}
      </Reading>
    </li>
  );
}
