// A resumable upload (tus) with the task states of docs/spec.md §4: running, paused,
// success, canceled, error; progress as percent and bytes (docs/spec.md §3 Upload progress).
import { useCallback, useRef, useState } from "react";
import type { Upload } from "tus-js-client";
import type { UploadPurpose } from "../../../../core/media";

export type UploadTaskState = "idle" | "running" | "paused" | "success" | "canceled" | "error";
export type UploadProgress = { progress: number; bytesTransferred: number; totalBytes: number; state: UploadTaskState };
export type UploadResult = { media: { id: string; url: string }; video: { id: string; title: string } | null };

const CHUNK = 5 * 1024 * 1024;

/** The server's `{error}` body, when a tus request was refused. */
function serverMessage(err: unknown): string | null {
  const res = (err as { originalResponse?: { getBody(): string } | null }).originalResponse;
  if (!res) return null;
  try {
    return (JSON.parse(res.getBody()) as { error?: string }).error ?? null;
  } catch {
    return null;
  }
}

export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress>({
    progress: 0,
    bytesTransferred: 0,
    totalBytes: 0,
    state: "idle",
  });
  const current = useRef<Upload | null>(null);

  const start = useCallback(async (file: File, purpose: UploadPurpose): Promise<UploadResult> => {
    const { Upload } = await import("tus-js-client");
    setProgress({ progress: 0, bytesTransferred: 0, totalBytes: file.size, state: "running" });
    return new Promise<UploadResult>((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: "/api/uploads",
        chunkSize: CHUNK,
        retryDelays: [0, 1000, 3000, 5000],
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type, purpose },
        onProgress: (sent, total) =>
          setProgress((p) => ({
            ...p,
            bytesTransferred: sent,
            totalBytes: total,
            progress: total ? Math.round((sent / total) * 100) : 0,
          })),
        onSuccess: (payload) => {
          current.current = null;
          setProgress((p) => ({ ...p, progress: 100, state: "success" }));
          try {
            resolve(JSON.parse(payload.lastResponse.getBody()) as UploadResult);
          } catch {
            reject(new Error("Failed to get download URL"));
          }
        },
        onShouldRetry: (err) => {
          const status =
            (err as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus() ?? 0;
          return status === 0 || status >= 500 || status === 423 || status === 409 ? status !== 409 : false;
        },
        onError: (err) => {
          current.current = null;
          setProgress((p) => ({ ...p, state: "error" }));
          reject(new Error(serverMessage(err) ?? "Failed to upload video"));
        },
      });
      current.current = upload;
      // A dropped upload of the same file resumes from the last stored offset.
      void upload.findPreviousUploads().then((prev) => {
        if (prev[0]) upload.resumeFromPreviousUpload(prev[0]);
        upload.start();
      });
    });
  }, []);

  const pause = useCallback(() => {
    void current.current?.abort(false);
    setProgress((p) => (p.state === "running" ? { ...p, state: "paused" } : p));
  }, []);
  const resume = useCallback(() => {
    current.current?.start();
    setProgress((p) => (p.state === "paused" ? { ...p, state: "running" } : p));
  }, []);
  const cancel = useCallback(() => {
    void current.current?.abort(true); // also deletes the partial upload on the server
    current.current = null;
    setProgress((p) => ({ ...p, state: "canceled" }));
  }, []);
  const reset = useCallback(() => setProgress({ progress: 0, bytesTransferred: 0, totalBytes: 0, state: "idle" }), []);

  return { progress, start, pause, resume, cancel, reset };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
