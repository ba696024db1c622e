// One reels video in the Video Manager: its player, the drag handle that moves it to
// another slot, title and description (saved together), active switch and delete.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState } from "react";
import { buttonClass } from "../shared/form-controls";
import { formatBytes } from "../media/use-upload";
import type { AdminVideo, VideoPatch } from "./admin-video";

export function VideoCard(props: {
  video: AdminVideo;
  slot: number;
  locked: boolean;
  onUpdate(p: VideoPatch): void;
  onDelete(): void;
}) {
  const { video: v } = props;
  const [title, setTitle] = useState(v.title);
  const [description, setDescription] = useState(v.description);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: v.id,
    disabled: props.locked,
  });
  const changed = title !== v.title || description !== v.description;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="admin-video-card"
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-gray-200 ${isDragging ? "z-10 shadow-xl ring-2 ring-purple-400" : ""}`}
    >
      <div className="relative">
        <video
          src={v.videoUrl}
          preload="metadata"
          muted
          controls
          className="aspect-video w-full bg-gray-900"
          aria-label={v.title}
        />
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${v.title}, slot ${props.slot}`}
          className="absolute top-2 left-2 cursor-grab rounded-lg bg-white/90 px-2 py-1 text-xs font-semibold text-gray-800 shadow"
        >
          ⠿ Slot {props.slot}
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <label className="text-xs font-semibold text-gray-600">
          Title
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-normal text-gray-900"
          />
        </label>
        <label className="text-xs font-semibold text-gray-600">
          Description
          <textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={2}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-normal text-gray-900"
          />
        </label>
        <p className="text-xs text-gray-500">
          {v.fileType} · {formatBytes(v.fileSize)}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <label className="mr-auto flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={v.active}
              onChange={(e) => props.onUpdate({ active: e.target.checked })}
              className="h-4 w-4 accent-purple-600"
            />
            Active
          </label>
          {changed ? (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => props.onUpdate({ title, description })}
            >
              Save
            </button>
          ) : null}
          <button type="button" className={buttonClass.danger} onClick={props.onDelete}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
