// One piece's editor: its fields (the body in the admin's rich-text editor, ADR 0019) beside a live
// preview, Save draft and Publish, and the revisions with Restore. Everything posts as JSON to the
// route's action, which hands it to the content service (checked and sanitised there).
import { useCallback, useEffect, useState } from "react";
import { useFetcher, useOutletContext } from "react-router";
import { FIELD_LABELS, headingsFor, type ContentFields, type ContentKind } from "../../../../core/content";
import { isSafeLink, SAFE_LINK_MESSAGE } from "../../../../core/safe-link";
import type { ContentEditorView } from "../../../../server/modules/content/content.service";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import type { HeadingChoice } from "../shared/rich-text-clean";
import { RichTextEditor } from "../shared/rich-text-editor";
import { useActionResult } from "../shared/use-action-result";
import type { ContentOutletContext } from "./content-screen";
import { ContentPreview } from "./content-preview";
import { ContentRevisions } from "./content-revisions";

const HEADING_NAMES: Record<string, string> = { h2: "Heading", h3: "Subheading" };
const headingChoices = (kind: ContentKind): HeadingChoice[] =>
  headingsFor(kind).map((tag) => ({ tag, label: headingsFor(kind).length === 1 ? "Heading" : HEADING_NAMES[tag]! }));

type FormFields = Omit<ContentFields, "startsAt" | "endsAt"> & { startsAt: string; endsAt: string };

export function ContentEditor({ view }: { view: Omit<ContentEditorView, "fields"> & { fields: FormFields } }) {
  const { show } = useOutletContext<ContentOutletContext>();
  const fetcher = useFetcher<AdminActionResult>();
  const [fields, setFields] = useState<FormFields>(view.fields);
  // A new revision (saved, published or restored) is what the form shows next: the server's
  // sanitised text, or an earlier revision brought back.
  const revision = view.draftNumber ?? view.publishedNumber;
  const loaded = view.fields;
  useEffect(() => setFields(loaded), [revision]); // eslint-disable-line react-hooks/exhaustive-deps
  const kind = view.piece.kind;
  const labels = FIELD_LABELS[kind];
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors: Record<string, string> = { ...(result && !result.ok ? (result.fieldErrors ?? {}) : {}) };
  // The server's own rule, said as soon as the field is left rather than after a refused publish.
  const [linkLeft, setLinkLeft] = useState(false);
  const link = fields.link.trim();
  if (linkLeft && link !== "" && !isSafeLink(link)) errors.link ??= SAFE_LINK_MESSAGE;

  useActionResult(
    fetcher,
    useCallback(
      (r: AdminActionResult) => show(r.ok ? "success" : "error", r.ok ? r.message : (r.formError ?? "Not saved")),
      [show],
    ),
  );

  const set = (name: keyof FormFields, value: string) => setFields((f) => ({ ...f, [name]: value }));
  const post = (body: object) =>
    void fetcher.submit(body as Record<string, never>, { method: "post", encType: "application/json" });
  const id = (name: string) => `content-${name}`;
  const text = (name: "title" | "intro" | "link", hint?: string) =>
    labels[name] ? (
      <Field id={id(name)} label={labels[name]} error={errors[name]} hint={hint}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={fields[name]}
            disabled={busy}
            onChange={(e) => set(name, e.target.value)}
            onBlur={name === "link" ? () => setLinkLeft(true) : undefined}
          />
        )}
      </Field>
    ) : null;
  const when = (name: "startsAt" | "endsAt") =>
    labels[name] ? (
      <Field id={id(name)} label={`${labels[name]} (Sydney time)`} error={errors[name]} required={false}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={inputClass}
            value={fields[name]}
            disabled={busy}
            onChange={(e) => set(name, e.target.value)}
          />
        )}
      </Field>
    ) : null;

  // The preview shows the times as typed; only the bar's text and link matter to how it looks.
  const previewFields: ContentFields = { ...fields, startsAt: null, endsAt: null };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold text-gray-900">{view.piece.label}</h3>
        <a
          href={view.piece.path}
          target="_blank"
          rel="noreferrer"
          className="py-1 text-sm font-medium text-purple-700 underline"
        >
          View on the shop<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="grid gap-6 2xl:grid-cols-2">
        <form
          aria-label={`Edit ${view.piece.label}`}
          className="min-w-0 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            post({ intent: "publish", fields });
          }}
        >
          {text("title")}
          {text("intro")}
          {labels.body ? (
            <Field id={id("body")} label={labels.body} error={errors.body}>
              {(control) => (
                <RichTextEditor
                  {...control}
                  label={labels.body!}
                  value={fields.body}
                  headings={headingChoices(kind)}
                  disabled={busy}
                  onChange={(html) => set("body", html)}
                />
              )}
            </Field>
          ) : null}
          {text("link", "A page of the shop (such as /faqs) or an https:// address; leave empty for no link.")}
          {labels.startsAt ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {when("startsAt")}
              {when("endsAt")}
            </div>
          ) : null}
          {result && !result.ok && result.formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {result.formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy}
              onClick={() => post({ intent: "draft", fields })}
            >
              Save draft
            </button>
            <button type="submit" className={buttonClass.primary} disabled={busy}>
              Publish
            </button>
          </div>
        </form>
        <ContentPreview kind={kind} fields={previewFields} />
      </div>
      <ContentRevisions view={view} busy={busy} onRestore={(n) => post({ intent: "restore", revision: n })} />
    </div>
  );
}
