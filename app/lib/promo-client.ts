// The cart drawer's promo code: the server prices it (POST /api/cart/quote) and the drawer only
// shows the answer; the code goes with the checkout, which prices it again. Kept in memory only:
// the spec deletes any stored voucher at start-up.
import { useCallback, useEffect, useState } from "react";
import type { CartItem } from "../../core/cart";
import type { ShippingChoice } from "../../core/shipping";
import { errorMessageFrom, toCheckoutPayload } from "./checkout-client";

export type CartQuote = {
  code: string;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  gst: number;
};

export type QuoteResult = { ok: true; quote: CartQuote } | { ok: false; message: string };

export async function fetchQuote(
  items: readonly CartItem[],
  code: string,
  shipping: ShippingChoice | null = null,
): Promise<QuoteResult> {
  try {
    const res = await fetch("/api/cart/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...toCheckoutPayload(items), promoCode: code, ...(shipping ? { shipping } : {}) }),
    });
    const raw = await res.text();
    if (!res.ok) return { ok: false, message: errorMessageFrom(res.status, raw).replace(/^Checkout Error: /, "") };
    return { ok: true, quote: JSON.parse(raw) as CartQuote };
  } catch {
    return { ok: false, message: "We couldn't check that code. Please try again." };
  }
}

/**
 * The code applied to this cart, its quote (re-asked whenever the cart or the shipping choice
 * changes) and any refusal.
 */
export function usePromo(items: readonly CartItem[], shipping: ShippingChoice | null = null) {
  const [code, setCode] = useState<string | null>(null);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback(
    async (wanted: string) => {
      setBusy(true);
      const r = await fetchQuote(items, wanted, shipping);
      setBusy(false);
      if (r.ok) {
        setCode(r.quote.code);
        setQuote(r.quote);
        setError(null);
      } else {
        setCode(null);
        setQuote(null);
        setError(r.message);
      }
    },
    [items, shipping],
  );

  // A changed cart may change the discount, or make the code no longer apply: ask again.
  const zone = shipping?.zone;
  const method = shipping?.method;
  useEffect(() => {
    if (code && items.length > 0) void ask(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-ask only when the cart or the choice changes
  }, [items, zone, method]);

  return {
    code,
    quote,
    error,
    busy,
    apply: ask,
    remove: () => {
      setCode(null);
      setQuote(null);
      setError(null);
    },
  };
}
