import { formatBytes, type UploadProgress } from "./use-upload";

/** Progress bar with percent and bytes, and pause / resume / cancel while it runs. */
export function UploadProgressBar(props: {
  progress: UploadProgress;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
}) {
  const { progress: p } = props;
  if (p.state !== "running" && p.state !== "paused") return null;
  return (
    <div className="mt-4 space-y-2" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.progress}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-purple-600 to-fuchsia-500 transition-[width]"
          style={{ width: `${p.progress}%` }}
        />
      </div>
      <div className="flex items-center justify-between text-sm text-gray-700">
        <span>
          {p.progress}% · {formatBytes(p.bytesTransferred)} / {formatBytes(p.totalBytes)}
          {p.state === "paused" ? " · Paused" : ""}
        </span>
        <span className="flex gap-2">
          {p.state === "running" ? (
            <button
              type="button"
              onClick={props.onPause}
              className="rounded-lg border border-gray-300 px-3 py-1 font-medium hover:bg-gray-50"
            >
              Pause
            </button>
          ) : (
            <button
              type="button"
              onClick={props.onResume}
              className="rounded-lg border border-gray-300 px-3 py-1 font-medium hover:bg-gray-50"
            >
              Resume
            </button>
          )}
          <button
            type="button"
            onClick={props.onCancel}
            className="rounded-lg border border-red-200 px-3 py-1 font-medium text-red-700 hover:bg-red-50"
          >
            Cancel
          </button>
        </span>
      </div>
    </div>
  );
}
