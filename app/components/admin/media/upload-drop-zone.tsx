import { useEffect, useId, useRef, useState } from "react";

/** Drop, browse or paste a file (docs/spec.md §2 Video Manager upload area). */
export function UploadDropZone(props: {
  accept: string;
  hint: string;
  label: string;
  disabled?: boolean;
  lockedMessage?: string;
  onFile(file: File): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const { disabled, onFile } = props;

  // Pasting a file anywhere on the tab hands it over too.
  useEffect(() => {
    if (disabled) return;
    const onPaste = (e: ClipboardEvent) => {
      const file = e.clipboardData?.files[0];
      if (file) {
        e.preventDefault();
        onFile(file);
      }
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [disabled, onFile]);

  return (
    <div
      ref={zone}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={`rounded-2xl border-2 border-dashed px-6 py-10 text-center transition ${
        disabled ? "border-gray-200 bg-gray-50" : over ? "border-purple-500 bg-purple-50" : "border-gray-300 bg-white"
      }`}
    >
      {disabled && props.lockedMessage ? (
        <p className="text-sm font-medium text-gray-600">{props.lockedMessage}</p>
      ) : (
        <>
          <p className="font-semibold text-gray-900">Drop a file here, paste it, or</p>
          <label
            htmlFor={id}
            className="mt-3 inline-flex cursor-pointer items-center rounded-lg bg-purple-600 px-4 py-2 text-sm font-semibold text-white hover:bg-purple-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-purple-600"
          >
            {props.label}
            <input
              ref={input}
              id={id}
              type="file"
              accept={props.accept}
              disabled={disabled}
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onFile(file);
                e.target.value = "";
              }}
            />
          </label>
          <p className="mt-2 text-xs text-gray-500">{props.hint}</p>
        </>
      )}
    </div>
  );
}
