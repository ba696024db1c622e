// The range the Analytics screen shows: a plain GET form, so a range is an address to share or
// bookmark, and the CSV of the same range beside it.
import { Form } from "react-router";
import type { Range } from "../../../../core/analytics-range";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";

export function AnalyticsRangeForm({ range, error }: { range: Range; error?: string }) {
  const csv = `/api/admin/analytics/export.csv?from=${range.from}&to=${range.to}`;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Date range">
      <Field id="analytics-from" label="From" error={error}>
        {(p) => <input {...p} type="date" name="from" defaultValue={range.from} required className={inputClass} />}
      </Field>
      <Field id="analytics-to" label="To">
        {(p) => <input {...p} type="date" name="to" defaultValue={range.to} required className={inputClass} />}
      </Field>
      <button type="submit" className={buttonClass.primary}>
        Show
      </button>
      <a href={csv} download className={buttonClass.secondary} data-testid="analytics-csv">
        Download CSV
      </a>
    </Form>
  );
}
