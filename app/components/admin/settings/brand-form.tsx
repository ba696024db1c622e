// The look of customer e-mails: the logo at the top of each (or the trading name when there is
// none) and the brand colour of headings and buttons. A plain multipart form post, so it works
// before the page's scripts run; with them, the picker and the hex box keep in step.
import { useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { BRAND_INTENT } from "../../../lib/brand-action";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";

export type BrandSettings = { colour: string; logoUrl: string | null };

const HEX6 = /^#[0-9a-f]{6}$/i;

export function BrandForm({ brand }: { brand: BrandSettings }) {
  const result = useActionData<AdminActionResult>();
  const mine = result && result.intent === BRAND_INTENT ? result : null;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const busy = useNavigation().formData?.get("intent") === BRAND_INTENT;
  const [colour, setColour] = useState(brand.colour);

  return (
    <section aria-labelledby="brand-title" className="max-w-2xl space-y-4" id="brand">
      <div>
        <h2 id="brand-title" className="text-2xl font-bold text-gray-900">
          Brand in e-mails
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          The logo and colour every customer e-mail is drawn with.{" "}
          <Link to="/admin/settings/emails" className="font-medium text-purple-700 underline">
            Preview every customer e-mail
          </Link>
        </p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        key={`${brand.colour}${brand.logoUrl ?? ""}`}
      >
        <input type="hidden" name="intent" value={BRAND_INTENT} />
        <input type="hidden" name="colourWas" value={brand.colour} />
        <div className="space-y-3">
          {brand.logoUrl ? (
            <div className="flex items-center gap-4">
              <img
                src={brand.logoUrl}
                alt="Your current logo"
                className="max-h-16 max-w-60 rounded bg-gray-50 p-2 ring-1 ring-gray-200"
              />
              <button type="submit" name="logoAction" value="remove" className={buttonClass.danger} disabled={busy}>
                Remove logo
              </button>
            </div>
          ) : (
            <p className="text-sm text-gray-700">No logo: e-mails show your trading name</p>
          )}
          <Field
            id="brand-logo"
            label={brand.logoUrl ? "New logo" : "Logo"}
            required={false}
            hint="PNG, JPEG, WebP or SVG, at most 1 MB. Shown up to 200 pixels wide."
            error={errors.logo}
          >
            {(c) => (
              <input
                {...c}
                type="file"
                name="logo"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                className="block w-full text-sm text-gray-800 file:mr-3 file:rounded-lg file:border-0 file:bg-purple-50 file:px-3 file:py-2 file:font-semibold file:text-purple-800"
              />
            )}
          </Field>
        </div>
        <Field
          id="brand-colour"
          label="Brand colour"
          hint="For headings and buttons: dark enough for white text on it"
          error={errors.colour}
        >
          {(c) => (
            <div className="flex items-center gap-3">
              <input
                type="color"
                name="colourPicker"
                aria-label="Pick the brand colour"
                value={HEX6.test(colour) ? colour.toLowerCase() : brand.colour}
                onChange={(e) => setColour(e.target.value)}
                className="h-10 w-14 cursor-pointer rounded border border-gray-300 bg-white p-1"
              />
              <input
                {...c}
                name="colour"
                value={colour}
                onChange={(e) => setColour(e.target.value)}
                spellCheck={false}
                autoComplete="off"
                className={`${inputClass} max-w-40 font-mono`}
              />
            </div>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Save brand"}
          </button>
          {mine?.ok ? (
            <p role="status" className="text-sm font-medium text-emerald-800">
              {mine.message}
            </p>
          ) : mine?.formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {mine.formError}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
