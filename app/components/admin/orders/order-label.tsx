// The order screen's carrier label (shown only when the shop has a Sendle account): staff weigh
// and measure the packed box (prefilled from an estimate), get the carrier's price, and confirm;
// the label is bought once and the order is fulfilled with its tracking number. A refusal or an
// outage is said in one sentence beside the form, and nothing changes.
import { useFetcher } from "react-router";
import { formatPrice } from "../../../../core/money";
import { etaWords, type LabelQuoteView, type ParcelInput } from "../../../../core/parcel";
import { formatGrams } from "../../../../core/weight";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, FormAlert, inputClass } from "../shared/form-controls";
import { useOrderAction } from "../shared/use-action-result";

export type LabelPanelData = { carrier: string; estimate: ParcelInput; tubs: number };

type QuoteResult = AdminActionResult & { quote?: LabelQuoteView };

const FIELDS = [
  { name: "weightGrams", label: "Weight (g)" },
  { name: "lengthCm", label: "Length (cm)" },
  { name: "widthCm", label: "Width (cm)" },
  { name: "heightCm", label: "Height (cm)" },
] as const;

export function LabelPanel({ orderId, data }: { orderId: string; data: LabelPanelData }) {
  const quoting = useFetcher<QuoteResult>({ key: `label-quote-${orderId}` });
  const buying = useOrderAction(orderId, "label-buy");
  const result = quoting.state === "idle" ? quoting.data : undefined;
  const quote = result?.ok ? result.quote : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const refused = result && !result.ok && !result.fieldErrors ? result.formError : undefined;
  const { carrier, estimate } = data;
  return (
    <section aria-labelledby={`label-${orderId}`} className="space-y-3 border-t border-gray-100 pt-4">
      <h4 id={`label-${orderId}`} className="text-sm font-semibold text-gray-900">
        Buy a {carrier} label
      </h4>
      <quoting.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="label-quote" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIELDS.map((f) => (
            <Field key={f.name} id={`${f.name}-${orderId}`} label={f.label} error={errors[f.name]}>
              {(control) => (
                <input
                  {...control}
                  name={f.name}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  required
                  defaultValue={estimate[f.name]}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="text-xs text-gray-600">
          Estimated for {data.tubs} {data.tubs === 1 ? "tub" : "tubs"} in the usual box: weigh and measure the packed
          box and correct it.
        </p>
        <button type="submit" className={buttonClass.secondary} disabled={quoting.state !== "idle"}>
          {quoting.state !== "idle" ? `Asking ${carrier}…` : "Get a quote"}
        </button>
      </quoting.Form>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      {quote ? (
        <buying.Form method="post" className="space-y-3 rounded-lg bg-purple-50 p-3 ring-1 ring-purple-100">
          <input type="hidden" name="intent" value="label-buy" />
          <input type="hidden" name="productCode" value={quote.productCode} />
          {FIELDS.map((f) => (
            <input key={f.name} type="hidden" name={f.name} value={quote.parcel[f.name]} />
          ))}
          <p className="text-sm text-gray-900" data-testid="label-quote">
            <strong>{formatPrice(quote.priceCents)}</strong> with {quote.serviceName} (GST included) for a{" "}
            {formatGrams(quote.parcel.weightGrams)} parcel, {quote.parcel.lengthCm} × {quote.parcel.widthCm} ×{" "}
            {quote.parcel.heightCm} cm
            {quote.etaDays ? `; usually delivered in ${etaWords(quote.etaDays)}` : ""}.
          </p>
          <p className="text-xs text-gray-600">
            Buying marks the order fulfilled with the label&apos;s tracking number and e-mails the customer.
          </p>
          <button type="submit" className={buttonClass.primary} disabled={buying.busy}>
            {buying.busy ? "Buying…" : `Buy label for ${formatPrice(quote.priceCents)}`}
          </button>
        </buying.Form>
      ) : null}
    </section>
  );
}

/** The bought label's PDF, on the order once it is sent. */
export function LabelDownload({ orderId }: { orderId: string }) {
  return (
    <a
      href={`/api/admin/orders/${orderId}/label.pdf`}
      download
      className="inline-flex min-h-11 items-center font-medium text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700"
    >
      Download label (PDF)
    </a>
  );
}
