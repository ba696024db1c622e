// The add/edit form of docs/spec.md §2 Products tab. Controlled: the editor owns the
// draft so the preview beside it follows every keystroke.
import { useId, type ReactNode } from "react";
import { PRODUCT_STATUSES, TIERS, type ProductStatus, type Tier } from "../../../../core/constants";
import { formatPrice } from "../../../../core/money";
import { parseCents } from "../../../../core/product-form";
import { Field } from "../../ui/field";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { RichTextEditor } from "../shared/rich-text-editor";
import { ProductAppearance } from "./product-appearance";
import { withFlavor, type DraftErrors, type ProductDraft } from "./product-draft";
import { ProductFlavourList } from "./product-flavour-list";

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
  /** More sections saved by the same Save (the product's Subscribe & save offer). */
  more?: ReactNode;
}) {
  const { draft: d, onChange, errors, isNew, saving } = props;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => onChange({ ...d, [key]: value });

  const text = (
    key: keyof ProductDraft,
    label: string,
    opts: { hint?: string; inputMode?: "numeric"; disabled?: boolean } = {},
  ) => (
    <Field id={id(key)} label={label} hint={opts.hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          type="text"
          inputMode={opts.inputMode}
          value={String(d[key] ?? "")}
          disabled={opts.disabled || saving}
          onChange={(e) => set(key, e.target.value as never)}
          className={inputClass}
        />
      )}
    </Field>
  );

  const cents = (text: string) => {
    const n = parseCents(text);
    return n === null ? undefined : `${formatPrice(n)} (entered in cents)`;
  };

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
          hint="Use the toolbar for headings, lists, links, bold and italics (Ctrl+B and Ctrl+I work too)."
          error={errors.description}
        >
          {(control) => (
            <RichTextEditor
              {...control}
              label="Description"
              value={d.description}
              disabled={saving}
              onChange={(html) => set("description", html)}
            />
          )}
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
            label="Flavour"
            error={errors.flavor}
            hint="The name follows the flavour until you change it."
          >
            {(control) => (
              <>
                <input
                  {...control}
                  name="flavor"
                  list={id("flavor-list")}
                  value={d.flavor}
                  disabled={saving}
                  onChange={(e) => onChange(withFlavor(d, e.target.value))}
                  className={inputClass}
                />
                <datalist id={id("flavor-list")}>
                  {[...new Set([...d.availableFlavors, ...props.knownFlavors, "Mixed Pack"])].map((f) => (
                    <option key={f} value={f} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          {text("flavorSelections", "Flavour slots", {
            inputMode: "numeric",
            hint: "1 for a single tub; 2 or 3 for packs.",
          })}
          {text("servings", "Servings", { inputMode: "numeric" })}
          {text("weightGrams", "Weight (grams)", { inputMode: "numeric", hint: "The tub as packed, e.g. 100" })}
          <Field id={id("tier")} label="Tier" error={errors.tier}>
            {(control) => (
              <select
                {...control}
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
            )}
          </Field>
          <Field id={id("status")} label="Status" error={errors.status} hint="Only active products show in the store.">
            {(control) => (
              <select
                {...control}
                name="status"
                value={d.status}
                disabled={saving}
                onChange={(e) => set("status", e.target.value as ProductStatus)}
                className={inputClass}
              >
                {PRODUCT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>

      <Section title="Available flavours">
        <ProductFlavourList
          inputId={id("custom-flavor")}
          flavours={d.availableFlavors}
          error={errors.availableFlavors}
          disabled={saving}
          onChange={(next) => set("availableFlavors", next)}
        />
      </Section>

      <Section title="Appearance">
        <ProductAppearance draft={d} errors={errors} disabled={saving} fieldId={id} set={set} />
      </Section>

      {props.more}

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
