// The live preview of a piece as staff type: the storefront's own styles for staff-written text
// (RichContent). The body shown here is the editor's cleaned HTML; the server sanitises it again on
// save, and the storefront shows only what the server kept.
import type { ContentFields, ContentKind } from "../../../../core/content";
import { RichContent } from "../../layout/rich-content";
import { RICH_PAGE_CLASS } from "../../layout/rich-page";

export function ContentPreview({ kind, fields }: { kind: ContentKind; fields: ContentFields }) {
  return (
    <section aria-labelledby="content-preview-title" className="overflow-hidden rounded-xl ring-1 ring-gray-200">
      <h3
        id="content-preview-title"
        className="bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wider text-gray-600 uppercase"
      >
        Preview
      </h3>
      <div data-testid="content-preview">{body(kind, fields)}</div>
    </section>
  );
}

function body(kind: ContentKind, f: ContentFields) {
  switch (kind) {
    case "announcement":
      return (
        <div className="bg-purple-900 px-4 py-3 text-center text-sm font-medium text-white">
          {f.title || "(no announcement: the bar is hidden)"}
          {f.link ? <span className="ml-2 underline">{f.link}</span> : null}
        </div>
      );
    case "hero":
      return (
        <div className="bg-purple-950 px-6 py-8 text-white">
          <p className="text-3xl leading-tight font-extrabold">{f.title}</p>
          <RichContent html={f.body} className="rich-text mt-4 text-lg text-white/90" />
          {f.intro ? <p className="mt-4 text-sm text-white/80">{f.intro}</p> : null}
        </div>
      );
    case "benefits":
      return <RichContent html={f.body} className="rich-text benefit bg-gray-50 p-4 text-sm text-gray-600" />;
    case "block":
      return (
        <div className="p-6">
          <p className="text-2xl font-extrabold text-gray-900">{f.title}</p>
          <RichContent html={f.body} className="rich-text mt-3 text-gray-700" />
        </div>
      );
    default:
      return (
        <div>
          <div className="bg-linear-to-br from-purple-700 to-fuchsia-600 px-6 py-8 text-white">
            <p className="text-2xl font-extrabold tracking-tight">{f.title}</p>
            {f.intro ? <p className="mt-2 text-white/90">{f.intro}</p> : null}
          </div>
          {/* Scrolls on its own (a long page); focusable so the keyboard can scroll it too. */}
          <div role="region" aria-label="Page text" tabIndex={0} className="max-h-[36rem] overflow-y-auto p-6">
            <RichContent html={f.body} className={RICH_PAGE_CLASS} />
          </div>
        </div>
      );
  }
}
