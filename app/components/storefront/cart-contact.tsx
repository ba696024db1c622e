// The cart's contact step when payments go through Stripe (ADR 0023): Stripe's page takes
// the e-mail on its own side, so a shopper who left there could never be reminded. Here the e-mail
// (a signed-in shopper's filled in) and the payment page's own marketing tick go with the checkout,
// which records them and hands the e-mail to Stripe, so its page does not ask again.
import { useEffect, useRef, useState } from "react";
import { ConsentTick } from "../checkout/consent-tick";
import { Field } from "../ui/field";
import { STORAGE_KEYS } from "../../../core/constants";
import { signedInEmail } from "../../lib/account-email";
import type { CheckoutContact } from "../../lib/checkout-client";

/** The e-mail of a checkout a reminder's link restored in this tab, if any. */
export function restoredEmail(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.restoredEmail);
  } catch {
    return null;
  }
}

/**
 * The step's state; `enabled` false (the test payment page asks itself) leaves it idle.
 * `signedIn`: the cart's own sign-in (a subscription's) asks again for the e-mail to fill in.
 */
export function useCartContact(enabled: boolean, signedIn: boolean) {
  const [value, setValue] = useState<CheckoutContact>({ email: "", marketingConsent: false });
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Filled in only while the shopper has typed nothing: the account's e-mail, else the one a
    // reminder's link brought back.
    void signedInEmail().then((signedIn) => {
      const email = signedIn ?? restoredEmail();
      if (live && email) setValue((v) => (v.email ? v : { ...v, email }));
    });
    return () => {
      live = false;
    };
  }, [enabled, signedIn]);
  return {
    enabled,
    value,
    error,
    input,
    change(next: Partial<CheckoutContact>) {
      setValue((v) => ({ ...v, ...next }));
      if (next.email !== undefined) setError(undefined);
    },
    /** The server refused the e-mail: its message under the field, and the field focused. */
    refuse(message: string) {
      setError(message);
      requestAnimationFrame(() => input.current?.focus());
    },
  };
}

export function CartContact({ contact, shopName }: { contact: ReturnType<typeof useCartContact>; shopName: string }) {
  return (
    <div className="mt-4 space-y-2" data-testid="cart-contact">
      <Field
        id="cart-email"
        label="Email"
        error={contact.error}
        hint="For your receipt. The payment page won't ask again."
      >
        {(control) => (
          <input
            {...control}
            ref={contact.input}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={contact.value.email}
            onChange={(e) => contact.change({ email: e.target.value })}
            className="min-h-11 w-full rounded-lg border border-gray-300 px-3 text-base outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30 aria-invalid:border-red-500"
          />
        )}
      </Field>
      <ConsentTick
        shopName={shopName}
        checked={contact.value.marketingConsent}
        onChange={(e) => contact.change({ marketingConsent: e.target.checked })}
      />
    </div>
  );
}
