// The Audit tab's filters: staff member, kind of thing, action and a range of shop days. They live
// in the address, so a reload, Back or a shared link shows the same entries.
import { Form, Link } from "react-router";
import { AUDIT_ENTITY_TYPES, auditActionLabel } from "../../../../core/audit";
import { Field } from "../../ui/field";
import type { AuditFilterValues } from "./audit-filter";
import { buttonClass, inputClass } from "../shared/form-controls";

export function AuditFilterForm(props: {
  filter: AuditFilterValues;
  actors: { id: string; email: string }[];
  actions: string[];
  timeZone: string;
  error: { message: string; field?: string } | null;
}) {
  const { filter, error } = props;
  const errorFor = (field: string) => (error && error.field === field ? error.message : undefined);
  return (
    <Form method="get" action="/admin/audit" role="search" aria-label="Filter the audit log" className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field id="audit-actor" label="Staff member">
          {(control) => (
            <select {...control} name="actor" defaultValue={filter.actor} className={inputClass}>
              <option value="">Everyone</option>
              {props.actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.email}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-type" label="Kind" error={errorFor("type")}>
          {(control) => (
            <select {...control} name="type" defaultValue={filter.type} className={inputClass}>
              <option value="">Everything</option>
              {Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-action" label="Action" error={errorFor("action")}>
          {(control) => (
            <select {...control} name="action" defaultValue={filter.action} className={inputClass}>
              <option value="">Any action</option>
              {props.actions.map((a) => (
                <option key={a} value={a}>
                  {auditActionLabel(a)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-from" label="From" error={errorFor("from")}>
          {(control) => (
            <input {...control} type="date" name="from" defaultValue={filter.from} className={inputClass} />
          )}
        </Field>
        <Field id="audit-to" label="To" error={errorFor("to")}>
          {(control) => <input {...control} type="date" name="to" defaultValue={filter.to} className={inputClass} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary}>
          Apply filters
        </button>
        <Link to="/admin/audit" className={buttonClass.ghost}>
          Clear filters
        </Link>
        <p className="text-xs text-gray-600">Dates and times are shop time ({props.timeZone}).</p>
      </div>
      {error && !error.field ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </Form>
  );
}
