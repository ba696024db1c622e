// docs/spec.md §2 Product Demo: preview, replace the video (saved at once) or the poster,
// and a show/hide switch that stays local until Save Changes.
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { TIMINGS } from "../../../../core/constants";
import { checkPickedFile } from "../../../../core/media";
import type { AdminActionResult } from "../../../lib/admin-action";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass } from "../shared/form-controls";
import { UploadProgressBar } from "../media/upload-progress";
import { useUpload } from "../media/use-upload";
import { useActionResult } from "../shared/use-action-result";

export type ProductDemo = {
  title: string;
  description: string;
  videoUrl: string;
  posterUrl: string;
  active: boolean;
};

/** What each write says when it is refused (the service's own message is in the action's answer). */
const FAILED: Record<string, string> = {
  video: "Video uploaded for preview (update failed)",
  save: "Failed to save product demo",
};

/** `demo` is the route loader's; writes post to the route's action, which re-runs the loader. */
export function ProductDemoScreen({ demo }: { demo: ProductDemo }) {
  const [active, setActive] = useState(demo.active);
  const [preview, setPreview] = useState<{ videoUrl: string; posterUrl: string } | null>(null);
  const { flash, show } = useFlash();
  const upload = useUpload();
  const fetcher = useFetcher<AdminActionResult>();
  const saving = fetcher.state !== "idle";

  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (!r.ok) return show("error", FAILED[r.intent] ?? r.formError ?? "Something went wrong");
      if (r.intent === "save") setPreview(null);
      show("success", r.message);
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  const save = (intent: "video" | "save", patch: Partial<ProductDemo>) =>
    void fetcher.submit({ intent, patch }, { method: "post", encType: "application/json" });

  async function onFile(file: File, kind: "video" | "image") {
    const problem = checkPickedFile(file, kind);
    if (problem) return show("error", problem, TIMINGS.uploadErrorMs);
    let url: string;
    try {
      url = (await upload.start(file, kind === "video" ? "demo-video" : "demo-poster")).media.url;
    } catch {
      return show(
        "error",
        "Failed to upload video. Please check your permissions and storage rules.",
        TIMINGS.uploadErrorMs,
      );
    } finally {
      window.setTimeout(upload.reset, TIMINGS.messageMs);
    }
    const field = kind === "video" ? "videoUrl" : "posterUrl";
    setPreview((p) => ({ videoUrl: demo.videoUrl, posterUrl: demo.posterUrl, ...p, [field]: url }));
    if (kind === "image") return show("success", "Poster uploaded. Save Changes to use it.");
    save("video", { videoUrl: url });
  }

  function saveChanges() {
    save("save", { active, ...(preview ? { videoUrl: preview.videoUrl, posterUrl: preview.posterUrl } : {}) });
  }

  const videoUrl = preview?.videoUrl || demo.videoUrl;
  const posterUrl = preview?.posterUrl || demo.posterUrl;
  const busy = upload.progress.state === "running" || upload.progress.state === "paused";
  return (
    <div>
      <FlashMessage flash={flash} />
      <h2 className="text-2xl font-bold text-gray-900">Product Demo</h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <video
            key={videoUrl}
            src={videoUrl}
            poster={posterUrl || undefined}
            controls
            muted
            className="aspect-video w-full rounded-2xl bg-gray-900"
            data-testid="demo-preview"
            aria-label={demo.title}
          />
          <p className="mt-3 font-semibold text-gray-900">{demo.title}</p>
          <p className="text-sm text-gray-600">{demo.description}</p>
        </div>
        <div className="space-y-6">
          <FilePick
            label="Video"
            hint="Video files only: MP4, WebM, MOV · up to 100MB"
            accept="video/mp4,video/webm,video/quicktime"
            disabled={busy}
            onFile={(f) => void onFile(f, "video")}
          />
          <FilePick
            label="Poster"
            hint="Images only: JPG, PNG, WebP"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onFile={(f) => void onFile(f, "image")}
          />
          <UploadProgressBar
            progress={upload.progress}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={upload.cancel}
          />
          <label className="flex items-center gap-3 text-sm font-medium text-gray-800">
            <button
              type="button"
              role="switch"
              aria-checked={active}
              aria-label="Show the product demo on the store"
              onClick={() => setActive((a) => !a)}
              className={`relative h-7 w-12 rounded-full transition ${active ? "bg-purple-600" : "bg-gray-300"}`}
            >
              <span
                className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? "translate-x-5" : ""}`}
              />
            </button>
            {active ? "Shown on the store" : "Hidden from the store"}
          </label>
          <button type="button" className={buttonClass.primary} disabled={saving || busy} onClick={saveChanges}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </div>
    </div>
  );
}

function FilePick(props: { label: string; hint: string; accept: string; disabled: boolean; onFile(f: File): void }) {
  return (
    <div>
      <label className="block text-sm font-semibold text-gray-900">
        {props.label}
        <input
          type="file"
          accept={props.accept}
          disabled={props.disabled}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) props.onFile(f);
            e.target.value = "";
          }}
          className="mt-2 block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-purple-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-purple-700"
        />
      </label>
      <p className="mt-1 text-xs text-gray-500">{props.hint}</p>
    </div>
  );
}
