// The product form's "Appearance": the card's gradient colours and its images (addresses
// typed or pasted, or files uploaded; the first is the thumbnail).
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { ImageUploader } from "../media/image-uploader";
import type { DraftErrors, ProductDraft } from "./product-draft";

const GRADIENT_COLORS = [
  "purple",
  "fuchsia",
  "pink",
  "rose",
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "slate",
] as const;

type Appearance = Pick<ProductDraft, "gradientFrom" | "gradientTo" | "images">;

export function ProductAppearance(props: {
  draft: Appearance;
  errors: DraftErrors;
  disabled: boolean;
  fieldId(name: string): string;
  set<K extends keyof Appearance>(key: K, value: Appearance[K]): void;
}) {
  const { draft: d, errors, disabled, fieldId: id, set } = props;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["gradientFrom", "gradientTo"] as const).map((key) => (
          <Field
            key={key}
            id={id(key)}
            label={key === "gradientFrom" ? "Gradient from" : "Gradient to"}
            error={errors[key]}
          >
            {(control) => (
              <select
                {...control}
                name={key}
                value={d[key]}
                disabled={disabled}
                onChange={(e) => set(key, e.target.value)}
                className={inputClass}
              >
                {[...new Set([d[key], ...GRADIENT_COLORS])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
      <div>
        <p className="text-sm font-medium text-gray-800" id={id("images-label")}>
          Image URLs
        </p>
        <p className="mt-0.5 text-xs text-gray-500">
          The first image is the thumbnail. Upload a JPG, PNG or WebP, or paste an address.
        </p>
        <ul className="mt-2 space-y-2" aria-labelledby={id("images-label")}>
          {d.images.map((url, i) => (
            <li key={i} className="flex gap-2">
              <label htmlFor={id(`image-${i}`)} className="sr-only">
                Image URL {i + 1}
              </label>
              <input
                id={id(`image-${i}`)}
                value={url}
                disabled={disabled}
                placeholder="https://… or /media/…"
                onChange={(e) =>
                  set(
                    "images",
                    d.images.map((u, j) => (j === i ? e.target.value : u)),
                  )
                }
                className={inputClass}
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() =>
                  set(
                    "images",
                    d.images.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Remove image ${i + 1}`}
                className={buttonClass.ghost}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        {errors.images ? <p className="mt-1 text-xs font-medium text-red-700">{errors.images}</p> : null}
        <button
          type="button"
          disabled={disabled || d.images.length >= 20}
          onClick={() => set("images", [...d.images, ""])}
          className={`${buttonClass.secondary} mt-2`}
        >
          Add image URL
        </button>
        <div className="mt-4">
          <ImageUploader
            label="Upload product image"
            onUploaded={(url) => set("images", [...d.images.filter((u) => u.trim() !== ""), url])}
          />
        </div>
      </div>
    </>
  );
}
