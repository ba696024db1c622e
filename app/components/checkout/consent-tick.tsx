// The marketing-consent tick and its words, in one place for the payment page and the
// cart drawer's contact step: unticked until the shopper ticks it (Spam Act 2003).
import type { InputHTMLAttributes, Ref } from "react";

export const CONSENT_FIELD = "marketingConsent";

export function ConsentTick(
  props: { shopName: string; labelRef?: Ref<HTMLLabelElement> } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "defaultChecked" | "checked" | "onChange"
  >,
) {
  const { shopName, labelRef, ...input } = props;
  return (
    <label ref={labelRef} className="flex min-h-11 items-start gap-3 text-sm text-gray-700">
      <input type="checkbox" name={CONSENT_FIELD} {...input} className="mt-0.5 h-5 w-5 shrink-0 accent-purple-700" />
      <span>
        E-mail me news and offers from {shopName}, and a reminder if I leave without paying. You can unsubscribe at any
        time.
      </span>
    </label>
  );
}
