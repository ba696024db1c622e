import { data, type MetaDescriptor } from "react-router";
import { instantToSydneyLocal, sydneyLocalToInstant } from "../../../core/promo";
import { ContentEditor } from "../../components/admin/content/content-editor";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { actionResult, orRouteError, readJsonForm, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.content.$key";

const local = (iso: string | null) => (iso ? instantToSydneyLocal(iso) : "");

/** The piece with its revisions; the announcement's times as the shop's wall clock for the form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await orRouteError(context.services.content.editor(params.key));
  return {
    ...view,
    fields: { ...view.fields, startsAt: local(view.fields.startsAt), endsAt: local(view.fields.endsAt) },
  };
}

type Body = { intent?: unknown; fields?: Record<string, unknown>; revision?: unknown };

/** intent=draft or publish (the fields), restore (a revision number): the service checks and sanitises. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const body = ((await readJsonForm(request)) ?? {}) as Body;
  const intent = String(body.intent ?? "");
  const content = context.services.content;
  if (intent === "restore") {
    const n = Number(body.revision);
    return actionResult(intent, async () => {
      const { number } = await content.restore(params.key, n, staffOf(context));
      return `Revision ${n} copied into the draft (revision ${number}): check the preview, then Publish`;
    });
  }
  if (intent !== "draft" && intent !== "publish") {
    return data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
  }
  // The form's times are the shop's wall clock (Sydney), as on the Promotions screen.
  const fields = { ...(typeof body.fields === "object" && body.fields ? body.fields : {}) };
  const errors: Record<string, string> = {};
  for (const name of ["startsAt", "endsAt"] as const) {
    const raw = String(fields[name] ?? "").trim();
    if (raw === "") fields[name] = null;
    else {
      const at = sydneyLocalToInstant(raw);
      if (!at) errors[name] = "Enter a date and time";
      fields[name] = at;
    }
  }
  if (Object.keys(errors).length > 0) {
    return data<AdminActionResult>(
      { ok: false, intent, formError: "Check the highlighted fields", fieldErrors: errors },
      { status: 400 },
    );
  }
  return actionResult(intent, async () => {
    const done =
      intent === "publish"
        ? await content.publish(params.key, fields, staffOf(context))
        : await content.saveDraft(params.key, fields, staffOf(context));
    return intent === "publish" ? `Published (revision ${done.number})` : `Draft saved (revision ${done.number})`;
  });
}

export function meta({ matches, data }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta(data ? `Edit ${data.piece.label}` : "Content", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Content" />;
}

/** Keyed by piece: opening another piece starts a fresh form (a new revision refills the same one). */
export default function AdminContentPiece({ loaderData }: Route.ComponentProps) {
  return <ContentEditor key={loaderData.piece.key} view={loaderData} />;
}
