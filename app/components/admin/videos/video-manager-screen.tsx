// docs/spec.md §2 Video Manager: Hide All Reels, up to three video cards in three slots,
// resumable uploads, edit, activate, reorder (drag or keyboard) and delete.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from "@dnd-kit/sortable";
import { useCallback, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { TIMINGS } from "../../../../core/constants";
import { checkPickedFile, MAX_VIDEOS, MEDIA_MESSAGES } from "../../../../core/media";
import type { AdminActionResult } from "../../../lib/admin-action";
import type { AdminVideo, VideoPatch } from "./admin-video";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { UploadDropZone } from "../media/upload-drop-zone";
import { UploadProgressBar } from "../media/upload-progress";
import { useUpload } from "../media/use-upload";
import { SavingOverlay, UnsavedOrderBar } from "../shared/unsaved-order-bar";
import { useActionResult } from "../shared/use-action-result";
import { VideoCard } from "./video-card";

/** What each write says when it is refused, as before (the service's message is in the answer too). */
const FAILED: Record<string, string> = {
  reels: "Failed to update reels visibility",
  reorder: "Failed to save video order",
  delete: "Failed to delete video",
};

type VideoWrite =
  | { intent: "reels"; hideAllReels: boolean }
  | { intent: "reorder"; ids: string[] }
  | { intent: "update"; id: string; patch: VideoPatch }
  | { intent: "delete"; id: string };

/** The loader's videos and reels setting; every write but the upload (tus) posts to the route's action. */
export function VideoManagerScreen({ videos: saved, hidden }: { videos: AdminVideo[]; hidden: boolean }) {
  const [order, setOrder] = useState<string[] | null>(null);
  const { flash, show } = useFlash();
  const upload = useUpload();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<AdminActionResult>({ key: "video-manager" });
  const pending = fetcher.state === "idle" ? null : (fetcher.json as VideoWrite | undefined)?.intent;
  const savingSwitch = pending === "reels";
  const savingOrder = pending === "reorder";

  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok && r.intent === "reorder") setOrder(null);
      if (r.ok) show("success", r.message);
      else show("error", r.intent === "update" ? (r.formError ?? "Failed to update video") : FAILED[r.intent]!);
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  const post = (write: VideoWrite) => void fetcher.submit(write, { method: "post", encType: "application/json" });

  const videos = order ? order.map((id) => saved.find((v) => v.id === id)).filter((v): v is AdminVideo => !!v) : saved;
  const full = saved.length >= MAX_VIDEOS;
  const busy = upload.progress.state === "running" || upload.progress.state === "paused";

  async function onFile(file: File) {
    if (full) return show("error", MEDIA_MESSAGES.maxVideos, TIMINGS.maxVideosErrorMs);
    const problem = checkPickedFile(file, "video");
    if (problem) return show("error", problem, TIMINGS.uploadErrorMs);
    try {
      await upload.start(file, "video");
      await revalidator.revalidate();
      show("success", "Video uploaded and added successfully");
    } catch (err) {
      const message = err instanceof Error ? err.message : "Failed to upload video";
      show("error", message, message === MEDIA_MESSAGES.maxVideos ? TIMINGS.maxVideosErrorMs : TIMINGS.uploadErrorMs);
    } finally {
      window.setTimeout(upload.reset, TIMINGS.messageMs);
    }
  }

  function remove(video: AdminVideo) {
    if (!window.confirm("Are you sure you want to delete this video?")) return;
    setOrder((o) => o?.filter((id) => id !== video.id) ?? null);
    post({ intent: "delete", id: video.id });
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = videos.map((v) => v.id);
    setOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <div>
      <FlashMessage flash={flash} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl font-bold text-gray-900">Video Management</h2>
        <label className="flex items-center gap-3 text-sm font-medium text-gray-800">
          <span>Hide All Reels</span>
          <button
            type="button"
            role="switch"
            aria-checked={hidden}
            aria-label="Hide All Reels"
            disabled={savingSwitch}
            onClick={() => post({ intent: "reels", hideAllReels: !hidden })}
            className={`relative h-7 w-12 rounded-full transition disabled:opacity-50 ${hidden ? "bg-purple-600" : "bg-gray-300"}`}
          >
            <span
              className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${hidden ? "translate-x-5" : ""}`}
            />
          </button>
        </label>
      </div>
      {hidden ? (
        <p
          className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          data-testid="reels-hidden-banner"
        >
          Reels are hidden: shoppers do not see any of these videos until you turn Hide All Reels off.
        </p>
      ) : null}

      {order ? (
        <UnsavedOrderBar
          what="video"
          locked={savingOrder}
          onCancel={() => setOrder(null)}
          onSave={() => post({ intent: "reorder", ids: order })}
        />
      ) : null}

      <DndContext id="admin-video-list" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={videos.map((v) => v.id)}
          strategy={horizontalListSortingStrategy}
          disabled={savingOrder}
        >
          <ul className="mt-6 grid gap-5 md:grid-cols-3" aria-label="Videos">
            {Array.from({ length: MAX_VIDEOS }, (_, slot) => {
              const v = videos[slot];
              return v ? (
                <VideoCard
                  key={v.id}
                  video={v}
                  slot={slot + 1}
                  locked={savingOrder}
                  onUpdate={(patch) => post({ intent: "update", id: v.id, patch })}
                  onDelete={() => remove(v)}
                />
              ) : (
                <li
                  key={`empty-${slot}`}
                  className="flex min-h-48 items-center justify-center rounded-2xl border-2 border-dashed border-gray-200 text-sm text-gray-500"
                >
                  Slot {slot + 1} is free
                </li>
              );
            })}
          </ul>
        </SortableContext>
      </DndContext>

      <div className="mt-8">
        <h3 className="mb-3 text-lg font-semibold text-gray-900">Upload a video</h3>
        <UploadDropZone
          accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
          label="Browse files"
          hint="Supported: MP4, WebM · up to 100MB"
          disabled={full || busy}
          lockedMessage={full ? MEDIA_MESSAGES.maxVideos : "Uploading…"}
          onFile={(f) => void onFile(f)}
        />
        <UploadProgressBar
          progress={upload.progress}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={upload.cancel}
        />
      </div>
      {savingOrder ? <SavingOverlay label="Saving video order..." /> : null}
    </div>
  );
}
