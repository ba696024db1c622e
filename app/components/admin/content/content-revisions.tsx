// A piece's revisions, newest first: which one shoppers see, which is the draft, and Restore for
// any other (its text becomes the draft, as a new revision, to preview and then publish; nothing is
// ever overwritten, and shoppers see nothing new until Publish).
import type { ContentEditorView } from "../../../../server/modules/content/content.service";
import { buttonClass } from "../shared/form-controls";
import { useShopTime } from "../shared/use-shop-time";

/** The first revision's stored note predates the wording staff read. */
const noteText = (note: string) => (note === "Today's text" ? "The original text" : note);

export function ContentRevisions(props: {
  view: Pick<ContentEditorView, "revisions" | "publishedNumber" | "draftNumber">;
  busy: boolean;
  onRestore(number: number): void;
}) {
  const time = useShopTime();
  const { view } = props;
  return (
    <section aria-labelledby="content-revisions-title" className="space-y-3">
      <h3 id="content-revisions-title" className="text-lg font-semibold text-gray-900">
        Revisions
      </h3>
      <ol className="divide-y divide-gray-100 rounded-xl ring-1 ring-gray-200">
        {view.revisions.map((r) => {
          const live = r.number === view.publishedNumber;
          const draft = r.number === view.draftNumber;
          return (
            <li key={r.number} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <div>
                <p className="font-medium text-gray-900">
                  Revision {r.number}
                  {live ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      Published
                    </span>
                  ) : null}
                  {draft ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Draft
                    </span>
                  ) : null}
                </p>
                <p className="text-gray-600">
                  {noteText(r.note)} · {time(r.createdAt)} · {r.createdBy === "system" ? "the shop" : r.createdBy}
                </p>
              </div>
              {live ? null : (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={props.busy}
                  onClick={() => props.onRestore(r.number)}
                  aria-label={`Restore revision ${r.number}`}
                >
                  Restore to draft
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
