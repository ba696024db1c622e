// The add/edit form of SPEC §2 Products tab. Controlled: the editor owns the
// draft so the preview beside it follows every keystroke.
import { useId, useState } from "react";
import { PRODUCT_STATUSES, TIERS, type ProductStatus, type Tier } from "../../../core/constants";
import { formatPrice } from "../../../core/money";
import { addFlavor, isDefaultFlavor, parseCents, removeFlavor } from "../../../core/product-form";
import { buttonClass, describedBy, Field, inputClass, Section } from "./form-controls";
import { ImageUploader } from "./media/image-uploader";
import { withFlavor, type DraftErrors, type ProductDraft } from "./product-draft";

export const GRADIENT_COLORS = [
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

const STATUS_LABEL: Record<ProductStatus, string> = { active: "Active", draft: "Draft", archived: "Archived" };

export function ProductForm(props: {
  draft: ProductDraft;
  onChange(next: ProductDraft): void;
  errors: DraftErrors;
  isNew: boolean;
  saving: boolean;
  knownFlavors: readonly string[];
  onSubmit(): void;
  onCancel(): void;
}) {
  const { draft: d, onChange, errors, isNew, saving } = props;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [customFlavor, setCustomFlavor] = useState("");
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => onChange({ ...d, [key]: value });

  const text = (
    key: keyof ProductDraft,
    label: string,
    opts: { hint?: string; inputMode?: "numeric"; disabled?: boolean } = {},
  ) => (
    <Field id={id(key)} label={label} hint={opts.hint} error={errors[key]}>
      <input
        id={id(key)}
        name={key}
        type="text"
        inputMode={opts.inputMode}
        value={String(d[key] ?? "")}
        disabled={opts.disabled || saving}
        onChange={(e) => set(key, e.target.value as never)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(id(key), opts.hint, errors[key])}
        className={inputClass}
      />
    </Field>
  );

  const cents = (text: string) => {
    const n = parseCents(text);
    return n === null ? undefined : `${formatPrice(n)} (entered in cents)`;
  };
  const canAddFlavor = customFlavor.trim() !== "";

  return (
    <form
      noValidate
      aria-label={isNew ? "Add product" : "Edit product"}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
      className="space-y-6"
    >
      <Section title="Basics">
        {text("id", "ID", {
          disabled: !isNew,
          hint: isNew
            ? "Keep the new-product- prefix to have an ID made from the name, or type your own (lower-case letters, digits, hyphens)."
            : "ID cannot be changed for existing products",
        })}
        {text("name", "Name")}
        <Field
          id={id("description")}
          label="Description"
          hint="Simple formatting is kept (paragraphs, bold, italics, lists, links); anything else is removed on save."
          error={errors.description}
        >
          <textarea
            id={id("description")}
            name="description"
            rows={4}
            value={d.description}
            disabled={saving}
            onChange={(e) => set("description", e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(id("description"), true, errors.description)}
            className={inputClass}
          />
        </Field>
      </Section>

      <Section title="Price and shipping">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("unitPrice", "Price (cents)", {
            inputMode: "numeric",
            hint: cents(d.unitPrice) ?? "e.g. 4999 for $49.99",
          })}
          {text("shippingCost", "Shipping cost (cents)", {
            inputMode: "numeric",
            hint: cents(d.shippingCost) ?? "e.g. 995 for $9.95",
          })}
        </div>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="freeShipping"
            checked={d.freeShipping}
            disabled={saving}
            onChange={(e) => set("freeShipping", e.target.checked)}
            className="h-4 w-4 rounded border-gray-300 accent-purple-600"
          />
          Free shipping
        </label>
        {text("priceId", "Payment price reference (optional)")}
      </Section>

      <Section title="Pack">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={id("flavor")}
            label="Flavor"
            error={errors.flavor}
            hint="The name follows the flavour until you change it."
          >
            <input
              id={id("flavor")}
              name="flavor"
              list={id("flavor-list")}
              value={d.flavor}
              disabled={saving}
              onChange={(e) => onChange(withFlavor(d, e.target.value))}
              aria-invalid={errors.flavor ? true : undefined}
              aria-describedby={describedBy(id("flavor"), true, errors.flavor)}
              className={inputClass}
            />
            <datalist id={id("flavor-list")}>
              {[...new Set([...d.availableFlavors, ...props.knownFlavors, "Mixed Pack"])].map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </Field>
          {text("flavorSelections", "Flavour slots", {
            inputMode: "numeric",
            hint: "1 for a single tub; 2 or 3 for packs.",
          })}
          {text("servings", "Servings", { inputMode: "numeric" })}
          {text("weight", "Weight", { hint: "e.g. 100g" })}
          <Field id={id("tier")} label="Tier" error={errors.tier}>
            <select
              id={id("tier")}
              name="tier"
              value={d.tier}
              disabled={saving}
              onChange={(e) => set("tier", e.target.value as Tier)}
              className={inputClass}
            >
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id("status")} label="Status" error={errors.status} hint="Only active products show in the store.">
            <select
              id={id("status")}
              name="status"
              value={d.status}
              disabled={saving}
              onChange={(e) => set("status", e.target.value as ProductStatus)}
              aria-describedby={`${id("status")}-hint`}
              className={inputClass}
            >
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Section>

      <Section title="Available flavours">
        <ul className="flex flex-wrap gap-2" aria-label="Available flavours">
          {d.availableFlavors.map((f) => (
            <li
              key={f}
              className="inline-flex items-center gap-1 rounded-full bg-purple-50 py-1 pr-1 pl-3 text-sm font-medium text-purple-800 ring-1 ring-purple-200"
            >
              {f}
              {isDefaultFlavor(f) ? (
                <span className="px-2 text-xs font-normal text-purple-500" title="Default flavours cannot be removed">
                  default
                </span>
              ) : (
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => set("availableFlavors", removeFlavor(d.availableFlavors, f))}
                  aria-label={`Remove ${f}`}
                  className="rounded-full px-2 text-purple-600 hover:bg-purple-100 hover:text-purple-900"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <label htmlFor={id("custom-flavor")} className="sr-only">
            Custom flavour
          </label>
          <input
            id={id("custom-flavor")}
            value={customFlavor}
            disabled={saving}
            placeholder="Add a custom flavour"
            onChange={(e) => setCustomFlavor(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                if (canAddFlavor) {
                  set("availableFlavors", addFlavor(d.availableFlavors, customFlavor));
                  setCustomFlavor("");
                }
              }
            }}
            className={inputClass}
          />
          <button
            type="button"
            disabled={!canAddFlavor || saving}
            onClick={() => {
              set("availableFlavors", addFlavor(d.availableFlavors, customFlavor));
              setCustomFlavor("");
            }}
            className={buttonClass.secondary}
          >
            Add
          </button>
        </div>
        {errors.availableFlavors ? <p className="text-xs font-medium text-red-700">{errors.availableFlavors}</p> : null}
      </Section>

      <Section title="Appearance">
        <div className="grid gap-4 sm:grid-cols-2">
          {(["gradientFrom", "gradientTo"] as const).map((key) => (
            <Field
              key={key}
              id={id(key)}
              label={key === "gradientFrom" ? "Gradient from" : "Gradient to"}
              error={errors[key]}
            >
              <select
                id={id(key)}
                name={key}
                value={d[key]}
                disabled={saving}
                onChange={(e) => set(key, e.target.value)}
                className={inputClass}
              >
                {[...new Set([d[key], ...GRADIENT_COLORS])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
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
                  disabled={saving}
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
                  disabled={saving}
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
            disabled={saving || d.images.length >= 20}
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
      </Section>

      {errors._ ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {errors._}
        </p>
      ) : null}

      <div className="sticky bottom-0 -mx-5 flex justify-end gap-3 border-t border-gray-200 bg-white/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <button type="button" onClick={props.onCancel} disabled={saving} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? "Saving..." : "Save Product"}
        </button>
      </div>
    </form>
  );
}
