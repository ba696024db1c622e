// The Subscriptions screen's search: the start of a subscription number, an e-mail address or a
// name, kept in the address (?q=, beside ?status=) so a reload, Back or a shared link shows the
// same list; typing searches after a pause.
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Field } from "../../ui/field";
import { inputClass } from "../shared/form-controls";

export function SubscriptionsSearch({ q, status }: { q: string; status: string | null }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Back or a link changed the search: show it, unless staff are typing in the box.
  useEffect(() => {
    const input = form.current?.elements.namedItem("q") as HTMLInputElement | null;
    if (input && document.activeElement !== input && input.value.trim() !== q) input.value = q;
  }, [q]);

  return (
    <Form
      ref={form}
      method="get"
      action="/admin/subscriptions"
      role="search"
      className="max-w-md"
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <Field
        id="subscriptions-q"
        label="Search"
        hint="The start of a number, an e-mail address or a name, e.g. S9 or jane"
      >
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            onChange={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => {
                if (form.current) void submit(form.current, { replace: true, preventScrollReset: true });
              }, 300);
            }}
            className={inputClass}
          />
        )}
      </Field>
    </Form>
  );
}
