import { useState } from "react";
import { MEDIA_MESSAGES } from "../../../../core/media";
import { UploadProgressBar } from "./upload-progress";
import { useUpload } from "./use-upload";

/** Uploads one image (JPG, PNG, WebP); the server stores it with WebP and AVIF sizes. */
export function ImageUploader(props: { onUploaded(url: string): void; label?: string }) {
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File) {
    setError(null);
    if (!file.type.startsWith("image/")) return setError(MEDIA_MESSAGES.mustBeImage);
    try {
      const result = await upload.start(file, "image");
      if (!result.media?.url) throw new Error("Failed to get download URL");
      props.onUploaded(result.media.url);
    } catch (err) {
      const message = err instanceof Error ? err.message : "";
      setError(
        message === MEDIA_MESSAGES.mustBeImage || message === "Failed to get download URL"
          ? message
          : "Failed to upload image",
      );
    }
  }

  return (
    <div>
      <label className="block text-sm font-semibold text-gray-900">
        {props.label ?? "Upload image"}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void onFile(f);
            e.target.value = "";
          }}
          className="mt-2 block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-purple-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-purple-700"
        />
      </label>
      <UploadProgressBar
        progress={upload.progress}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
      {upload.progress.state === "success" ? <p className="mt-2 text-sm text-green-700">Image uploaded</p> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
